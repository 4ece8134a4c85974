import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { staffLogin, staffLoginVerify } from '#contract/staff.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { LanguageSelect } from '#src/components/language-select.tsx';
import { deviceToken } from '#src/lib/auth/device-token.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { BrandMark } from '../frame/brand-mark.tsx';
import { useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { staffKeys } from '../session/staff-me.ts';
import { writeStaffSession } from '../session/staff-session.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { activateStaffLocale } from '../staff-i18n.ts';

/** Where to go after signing in: the address the person asked for, if it is one of the console's. */
export function nextPath(next: unknown): string {
  return typeof next === 'string' && /^\/[a-z0-9/-]*$/i.test(next) && !next.startsWith('//') ? next : '/';
}

/** Staff sign-in: the work e-mail, then the 5-digit code sent to it (an admin then confirms with a passkey). */
export function SignInScreen() {
  const { t } = useLingui();
  useConsoleTitle(t`Sign in`);
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const navigate = useConsoleNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const login = useMutation({
    mutationFn: (address: string) => callApi(staffLogin, { body: { email: address, device: deviceToken() } }),
    onSuccess: (answer) => {
      setAttempt(answer.attempt);
      setCode('');
    },
  });
  const verify = useMutation({
    mutationFn: () =>
      callApi(staffLoginVerify, { body: { email, attempt: attempt ?? '', code, device: deviceToken() } }),
    onSuccess: (answer) => {
      writeStaffSession({ token: answer.token, expires_at: answer.expires_at });
      queryClient.setQueryData(staffKeys.me(), answer.staff);
      navigate(nextPath(search.next), { replace: true });
    },
  });

  useEffect(() => {
    if (attempt) codeInput.current?.focus();
  }, [attempt]);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(email.trim());
  };
  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };

  return (
    <main id="main" className="console-sign-in">
      <Paper withBorder radius="md" p="xl" className="console-sign-in-card">
        <Stack gap="lg">
          <div className="console-brand">
            <BrandMark />
            <span>
              <Trans>Club staff</Trans>
            </span>
          </div>
          <Title order={1}>
            <Trans>Sign in to the staff console</Trans>
          </Title>
          {search.expired === 1 && (
            <Text role="status">
              <Trans>Your session has ended. Sign in again to go on.</Trans>
            </Text>
          )}
          {attempt === null ? (
            <form onSubmit={sendCode} noValidate>
              <Stack gap="md">
                <TextInput
                  label={t`Work e-mail`}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                <ErrorAlert messages={login.isError ? staffErrorMessages(login.error) : []} />
                <Button type="submit" loading={login.isPending} disabled={email.trim() === ''}>
                  <Trans>Send me a code</Trans>
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={checkCode} noValidate>
              <Stack gap="md">
                <Text>
                  <Trans>If {email} belongs to the club’s staff, a 5-digit code is on its way there.</Trans>
                </Text>
                <TextInput
                  ref={codeInput}
                  label={t`Code from the e-mail`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={5}
                  required
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
                />
                <ErrorAlert messages={verify.isError ? staffErrorMessages(verify.error) : []} />
                <Button type="submit" loading={verify.isPending} disabled={code.length !== 5}>
                  <Trans>Sign in</Trans>
                </Button>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => {
                    setAttempt(null);
                    verify.reset();
                  }}
                >
                  <Trans>Use another e-mail or send a new code</Trans>
                </Anchor>
              </Stack>
            </form>
          )}
          <LanguageSelect size="sm" onChoose={(locale) => void activateStaffLocale(locale, { remember: true })} />
        </Stack>
      </Paper>
    </main>
  );
}
