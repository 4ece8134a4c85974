import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginWizard } from './login-wizard.tsx';

const USER_ID = '0b6a4a3e-8f0e-4c1e-9d7a-1f2b3c4d5e6f';
type Route = (body: unknown) => [number, unknown] | [number, unknown, Record<string, string>];

/** A fake server: answers by path, records what was sent. */
function fakeServer(routes: Record<string, Route>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'GET' ? undefined : await request.clone().json();
      calls.push({ path, body });
      const route = routes[path];
      const [status, answer, headers = {}] = route ? route(body) : [404, { message: 'Not found.' }];
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
  return calls;
}

const profile = {
  region: 2,
  has_survey: true,
  email_consent: true,
  phone_consent: false,
  options: '{}',
  role: 3,
  user_id: USER_ID,
  company_id: 'c0ffee00-8f0e-4c1e-9d7a-1f2b3c4d5e6f',
  created_at: '2024-05-01T10:00:00.000Z',
  company: {
    uuid: 'c0ffee00-8f0e-4c1e-9d7a-1f2b3c4d5e6f',
    name: 'Dachy Nowak',
    registration_number: '1234567890',
    registration_number_2: null,
    company_type: 1,
    disclaimer_accepted: true,
    declaration_accepted: true,
    active: 1,
  },
};

let attempts = 0;
/** Each login is a new attempt, with an id of its own. */
const codeSent: Route = () => [
  200,
  { user_id: USER_ID, channel: 'email', resend_in: 60, attempt: `attempt-${++attempts}` },
];
const DEVICE = /^[\w-]{43}$/;

function renderWizard(options: { advanceTimers?: (ms: number) => void } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSignedIn = vi.fn();
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <LoginWizard onSignedIn={onSignedIn} onDeclined={() => {}} renderSurvey={() => null} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { user, onSignedIn };
}

async function sendCodeByEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: 'Continue with e-mail' }));
  // The e-mail step's code loads with the choice (decision 0301).
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('the login wizard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('signs in by e-mail code', async () => {
    const calls = fakeServer({
      '/api/v2/installer/login': codeSent,
      '/api/v2/installer/login/verify': () => [
        200,
        { token: 'access', refresh_token: 'refresh', expiresAt: '2030-01-01T00:00:00.000Z', installer: profile },
      ],
    });
    const { user, onSignedIn } = renderWizard();
    await sendCodeByEmail(user, 'owner.pl@example.com');
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toHaveFocus();
    await user.type(screen.getByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [login, verify] = calls.filter((c) => c.body !== undefined).map((c) => c.body as Record<string, string>);
    // The code goes with the attempt that asked for it, and both with this device's token.
    expect(login).toEqual({ email: 'owner.pl@example.com', device: expect.stringMatching(DEVICE) });
    expect(verify).toEqual({
      userId: USER_ID,
      code: '12345',
      attempt: `attempt-${attempts}`,
      device: login!.device,
    });
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ token: 'access', refresh_token: 'refresh' });
  });

  it('keeps the same device token for the next sign-in, and sends the resent code with its new attempt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer({
      '/api/v2/installer/login': codeSent,
      '/api/v2/installer/login/verify': () => [406, { message: 'The code is invalid.' }],
    });
    const { user } = renderWizard({ advanceTimers: vi.advanceTimersByTime });
    await sendCodeByEmail(user, 'owner.pl@example.com');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await screen.findByRole('button', { name: /Resend code in 60 s/ });
    await user.type(screen.getByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    const bodies = calls.filter((c) => c.body !== undefined).map((c) => c.body as Record<string, string>);
    expect(bodies.map((b) => b.device)).toEqual([bodies[0]!.device, bodies[0]!.device, bodies[0]!.device]);
    expect(bodies[2]).toMatchObject({ code: '12345', attempt: `attempt-${attempts}` });
  });

  it('tells how long to wait when the server refuses more codes for now (429, Retry-After)', async () => {
    fakeServer({
      '/api/v2/installer/login': () => [
        429,
        { message: 'Too many codes requested. Try again later.' },
        { 'Retry-After': '1500' },
      ],
    });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'owner.pl@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes requested. You can ask for a new one in about 25 minutes.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('owner.pl@example.com');
  });

  it('tells how long to wait when the server refuses more wrong codes for now, and keeps the code step', async () => {
    fakeServer({
      '/api/v2/installer/login': codeSent,
      '/api/v2/installer/login/verify': () => [
        429,
        { message: 'Too many wrong codes. Try again later.' },
        { 'Retry-After': '30' },
      ],
    });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'owner.pl@example.com');
    await user.type(await screen.findByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. You can try again in about 1 minute.',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('12345');
  });

  it('says to wait a minute when the address sent too many requests', async () => {
    fakeServer({
      '/api/v2/installer/login': () => [
        429,
        { message: 'Too many requests. Please wait a minute and try again.' },
        { 'Retry-After': '42' },
      ],
    });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'owner.pl@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in about 1 minute.',
    );
  });

  it('shows the invalid-code message on a 406 and returns to the id step with the e-mail kept', async () => {
    fakeServer({
      '/api/v2/installer/login': codeSent,
      '/api/v2/installer/login/verify': () => [406, { message: 'The code is invalid.' }],
    });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'member.pl@example.com');
    await user.type(await screen.findByLabelText('Code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is invalid. Please request a new one.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('member.pl@example.com');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in with e-mail' })).toHaveFocus();
  });

  it('tells an unknown account so and keeps what was typed', async () => {
    fakeServer({ '/api/v2/installer/login': () => [404, { message: 'Installer not found.' }] });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Installer not found.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nobody@example.com');
  });

  it('checks the e-mail before calling the server', async () => {
    const calls = fakeServer({ '/api/v2/installer/login': codeSent });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'not-an-address');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('keeps Resend disabled during the 60 s countdown, then sends a new code and restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer({ '/api/v2/installer/login': codeSent });
    const { user } = renderWizard({ advanceTimers: vi.advanceTimersByTime });
    await sendCodeByEmail(user, 'owner.pl@example.com');

    const resend = await screen.findByRole('button', { name: /Resend code in 60 s/ });
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: /Resend code in 18 s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(18_000));
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();

    await user.click(ready);
    expect(await screen.findByRole('button', { name: /Resend code in 60 s/ })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/api/v2/installer/login')).toHaveLength(2);
  });

  it('goes back to the id step from the code step with the e-mail kept', async () => {
    fakeServer({ '/api/v2/installer/login': codeSent });
    const { user } = renderWizard();
    await sendCodeByEmail(user, 'owner.pl@example.com');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('owner.pl@example.com');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeVisible();
  });
});
