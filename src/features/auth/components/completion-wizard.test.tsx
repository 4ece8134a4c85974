import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginWizard } from './login-wizard.tsx';

const USER_ID = '0b6a4a3e-8f0e-4c1e-9d7a-1f2b3c4d5e6f';
const COMPANY = 'c0ffee00-8f0e-4c1e-9d7a-1f2b3c4d5e6f';

const config = {
  countries: [
    { id: 2, slug: 'pl', name: 'Poland', phone_country_code: '+48', flag: '', registration: true, language: 'pl' },
  ],
  languages: [{ id: 1, code: 'en' }],
  behaviours: {},
  regional_settings: {
    '2': {
      region_id: 2,
      company_types: [],
      company_type_state: 0,
      vat_field: 'NIP',
      company_id_field: 'REGON',
      flags: 0,
      min_order_points: 0,
      employee_limit: null,
      links: {
        terms: '/t.pdf',
        decor_terms: null,
        privacy: '/p.pdf',
        marketing_consent: '/m.pdf',
        commercial_rules: null,
      },
      company_address: 'Installer Club Poland',
    },
  },
};

const member = {
  region: 2,
  has_survey: true,
  email_consent: false,
  phone_consent: false,
  options: '{}',
  role: 4,
  user_id: USER_ID,
  company_id: COMPANY,
  created_at: '2024-05-01T10:00:00.000Z',
  company: {
    uuid: COMPANY,
    name: 'Dachy',
    registration_number: null,
    registration_number_2: null,
    company_type: null,
    disclaimer_accepted: false,
    declaration_accepted: false,
    active: 1,
  },
};

describe('the login wizard conditional steps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a member for consent with the token in memory, saves it, then signs in', async () => {
    const calls: { method: string; path: string; auth: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        const body = request.method === 'GET' ? undefined : await request.clone().json();
        calls.push({ method: request.method, path, auth: request.headers.get('Authorization'), body });
        const answers: Record<string, unknown> = {
          '/api/v2/installer/login': { user_id: USER_ID, channel: 'email', resend_in: 60, attempt: 'attempt-1' },
          '/api/v2/installer/login/verify': {
            token: 'access',
            refresh_token: 'refresh',
            expiresAt: '2030-01-01T00:00:00.000Z',
            installer: member,
          },
          '/api/v1/config/public': config,
        };
        const answer = answers[path];
        if (answer) return Response.json(answer);
        if (path === '/api/v1/company/user/self') return Response.json({ message: 'partial' }, { status: 500 });
        return Response.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <LoginWizard onSignedIn={onSignedIn} onDeclined={() => {}} renderSurvey={() => null} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with e-mail' }));
    await user.type(await screen.findByLabelText('E-mail'), 'member.pl@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Marketing consent' })).toBeVisible();
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    await user.click(screen.getByLabelText('Send me offers and news by e-mail'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The final saving step failed: the generic message, the answer kept, not signed in.
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Send me offers and news by e-mail')).toBeChecked();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(calls.find((c) => c.path === '/api/v1/company/user/self')?.auth).toBe('Bearer access');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0));
  });
});
