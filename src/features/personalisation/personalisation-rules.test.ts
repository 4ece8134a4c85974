import { describe, expect, it } from 'vitest';
import type { ProductSettings } from '#contract/shop.ts';
import { fileProblem } from './file-rules.ts';
import { emptyValues, type PersonalisationValues } from './personalisation-model.ts';
import { checkPersonalisation, personalisationData, withScheme } from './personalisation-rules.ts';

const flyer: ProductSettings = {
  subtype: 'flyer',
  fields: [
    { name: 'companyName', group: 'required' },
    { name: 'phone', group: 'optional' },
    { name: 'email', group: 'optional' },
    { name: 'link', group: 'optional' },
    { name: 'shortDescription', group: 'optional' },
    { name: 'longDescription', group: 'optional' },
    { name: 'logo', group: 'required' },
    { name: 'services', group: 'required' },
  ],
};
const card: ProductSettings = {
  subtype: 'business_card_vertical',
  fields: [
    { name: 'name', group: 'required' },
    { name: 'phone', group: 'optional' },
    { name: 'logo', group: 'optional' },
    { name: 'services', group: 'required' },
  ],
};
const logo = {
  uuid: '0e0c5a36-3b3e-4f41-9a55-6f5b0b9b2d11',
  path: 'p',
  originalName: 'l.png',
  name: 'n',
  size: 1,
  type: 'image/png',
};
const services = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, text: `S${i}`, icon: 'window' }));
const values = (patch: Partial<PersonalisationValues>): PersonalisationValues => ({ ...emptyValues(), ...patch });
const keys = (errors: object) => Object.keys(errors).sort();

describe('personalisation rules', () => {
  it('names every missing field of an empty flyer', () => {
    expect(keys(checkPersonalisation(values({}), flyer))).toEqual(
      ['companyName', 'contact', 'description', 'logo', 'services'].sort(),
    );
  });

  it('passes a complete flyer and sends only what was typed', () => {
    const filled = values({
      companyName: ' Dachy ',
      phone: '600100200',
      shortDescription: 'Okna',
      files: { logo },
      services: services(6),
    });
    expect(checkPersonalisation(filled, flyer)).toEqual({});
    const data = personalisationData(filled, flyer) as Record<string, unknown>;
    expect(data.companyName).toBe('Dachy');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('longDescription');
    expect(data.subtype).toBe('flyer');
  });

  it('wants exactly six services on a flyer and five on a vertical card', () => {
    expect(checkPersonalisation(values({ services: services(7) }), flyer).services?.values).toEqual({ needed: 6 });
    expect(checkPersonalisation(values({ services: services(4) }), card).services?.values).toEqual({ needed: 5 });
    expect(checkPersonalisation(values({ services: services(5) }), card).services).toBeUndefined();
  });

  it('keeps the 80 and 100 character limits', () => {
    const errors = checkPersonalisation(
      values({ shortDescription: 'x'.repeat(81), longDescription: 'y'.repeat(101) }),
      flyer,
    );
    expect(errors.shortDescription).toBeDefined();
    expect(errors.longDescription).toBeDefined();
    const fine = checkPersonalisation(
      values({ shortDescription: 'x'.repeat(80), longDescription: 'y'.repeat(100) }),
      flyer,
    );
    expect(fine.shortDescription).toBeUndefined();
    expect(fine.longDescription).toBeUndefined();
  });

  it('checks an added optional field and the link', () => {
    expect(checkPersonalisation(values({ added: ['logo'] }), card).logo).toBeDefined();
    expect(checkPersonalisation(values({ added: ['link'], link: 'javascript:alert(1)' }), flyer).link).toBeDefined();
    expect(checkPersonalisation(values({ link: 'https://dachy.pl' }), flyer).link).toBeUndefined();
    expect(withScheme('www.dachy.pl')).toBe('https://www.dachy.pl');
    expect(withScheme('ftp://x')).toBe('ftp://x');
  });
});

describe('file rules', () => {
  it('refuses size and type separately', () => {
    expect(fileProblem({ name: 'logo.png', type: 'image/png', size: 10_000_001 })).toBe('too-large');
    expect(fileProblem({ name: 'logo.exe', type: 'application/x-msdownload', size: 10 })).toBe('wrong-type');
    expect(fileProblem({ name: 'logo.ai', type: '', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'logo.png', type: 'image/png', size: 10_000_000 })).toBeNull();
  });
});
