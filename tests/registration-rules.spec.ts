import { chooseCountry, fillUser, next, uniqueDigits } from './fixtures/registration.ts';
import { expect, test } from './fixtures/test.ts';

test('invalid input shows the rules and the uniqueness messages, and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await next(page);
  await expect(page.getByText('Choose the country.')).toBeVisible();
  await chooseCountry(page, 'Poland');
  await fillUser(page, { name: 'J', surname: ' Z ', email: 'nope', phone: '12ab' });
  await next(page);
  await expect(page.getByText('The name must have at least 2 characters.')).toBeVisible();
  await expect(page.getByText('The surname must have at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Letters are not allowed.')).toBeVisible();
  // An empty phone is a missing phone, not letters (issue 27, defect 7).
  await page.getByLabel('Phone number').fill('');
  await next(page);
  await expect(page.getByText('The phone number is required.')).toBeVisible();
  await expect(page.getByText('Letters are not allowed.')).toHaveCount(0);
  await page.getByLabel('E-mail').fill('owner.pl@example.com');
  await page.getByLabel('Phone number').fill('500 000 001');
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page.getByText('Phone number is not unique.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('J');
  await fillUser(page, {
    name: 'Jan',
    surname: 'Nowy',
    email: `nowy.${uniqueDigits('', 8)}@example.com`,
    phone: uniqueDigits('53', 9),
  });
  await next(page);
  await page.getByLabel('Company name').fill('Abc');
  await page.getByLabel('VAT number (NIP)').fill('5252248481');
  await next(page);
  await expect(page.getByText('The company name must have at least 4 characters.')).toBeVisible();
  await expect(page.getByText('The company registration number has already been taken.')).toBeVisible();
  await expect(page.getByText('The number must have at least 6 characters.')).toBeVisible();
});

test('a reload in the middle of the wizard restores the draft', async ({ page }) => {
  await page.goto('/register');
  await chooseCountry(page, 'Romania');
  await fillUser(page, { name: 'Ioana', surname: 'Ionescu', email: 'ioana.draft@example.com', phone: '0712 345 678' });
  await next(page);
  await page.getByLabel('Company name').fill('Ionescu Acoperișuri');
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your company' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Ionescu Acoperișuri');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('ioana.draft@example.com');
  await expect(page.getByLabel('Phone number')).toHaveValue('712345678');
});

test('Polish: the uniqueness and phone messages are shown in Polish', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Language').selectOption('pl');
  await page.getByRole('combobox', { name: /^(Country|Kraj)$/ }).click();
  await page.getByRole('option', { name: /Poland|Polska/ }).click();
  await page.getByRole('button', { name: /^(Next|Dalej)$/ }).click();
  await page.getByLabel('Adres e-mail').fill('owner.pl@example.com');
  await page.getByLabel('Numer telefonu').fill('500 000 001');
  await expect(page.getByText('Ten adres e-mail jest już używany.')).toBeVisible();
  await expect(page.getByText('Ten numer telefonu jest już używany.')).toBeVisible();
  await page.getByLabel('Numer telefonu').fill('12ab3');
  await page.getByRole('button', { name: /^(Next|Dalej)$/ }).click();
  await expect(page.getByText('Litery są niedozwolone.')).toBeVisible();
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('owner.pl@example.com');
});

test('a CZ decor installer registers with the decor survey and the decor terms', async ({ page }) => {
  await page.goto('/register/decor');
  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2);
  await page.getByRole('option', { name: /Czechia/ }).click();
  await next(page);
  await fillUser(page, {
    name: 'Eva',
    surname: 'Dvořáková',
    email: `eva.${uniqueDigits('', 8)}@example.com`,
    phone: uniqueDigits('60', 9),
  });
  await next(page);
  await page.getByLabel('Company name').fill('Dvořáková Stínění');
  await page.getByLabel('Company ID (IČO)').fill(uniqueDigits('4', 8));
  await next(page);
  await page.getByLabel('Street').fill('Vodičk');
  await page.getByRole('option', { name: 'Vodičkova, Praha' }).click();
  await page.getByLabel('House number').fill('3');
  await next(page);
  await page.getByLabel('Roofing company').check();
  await next(page);
  await expect(page.getByText('You receive 25 welcome points.')).toBeVisible();
  await page.getByRole('button', { name: 'Start the survey' }).click();
  for (const product of ['Blinds', 'Roller shutters', 'Awnings', 'Insect screens'])
    await page.getByLabel(product).check();
  await next(page);
  await page.getByLabel('Club brand').check();
  await page.getByLabel('Fakro').check();
  await next(page);
  await page.getByLabel('How many blinds do you install a month?').fill('1000000');
  await expect(page.getByLabel('How many blinds do you install a month?')).toHaveValue('100000');
  await page.getByLabel('How many blinds do you install a month?').fill('40');
  await next(page);
  await page.getByLabel('25-50%').check();
  await page.getByRole('button', { name: 'Finish the survey' }).click();
  await next(page);
  await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    /cz\/decor-terms\.pdf$/,
  );
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your company received 25 welcome points.')).toBeVisible();
});

test('an invite link joins the owner company without the company steps', async ({ page }) => {
  await page.goto('/register?invite=PLDACHY1');
  await expect(page.getByText('Step 1 of 2 · About you')).toBeVisible();
  await chooseCountry(page, 'Poland');
  await fillUser(page, {
    name: 'Ewa',
    surname: 'Lis',
    email: `ewa.${uniqueDigits('', 8)}@example.com`,
    phone: uniqueDigits('57', 9),
  });
  await next(page);
  await expect(page.getByText('Your data are kept by Installer Club Poland')).toBeVisible();
  await next(page);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText("You have joined your company's team.")).toBeVisible();
});
