import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { CODE_LENGTH } from '#contract/auth.ts';
import { VerifyEmailRequest } from '#contract/verification.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { checkFields } from '#src/lib/forms/check-fields.ts';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { errorMessages, GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { useSendVerification, useVerifyEmail } from '../api/verification-api.ts';

/** The e-mail code form: the code (5 digits), a resend, then success or the reason the code was refused. */
export function VerifyEmailScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Verify your e-mail`);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const refuse = (message: MessageDescriptor) => {
    setFieldError(message);
    codeRef.current?.focus();
  };
  const verify = useVerifyEmail();
  const resend = useSendVerification();
  const email = user.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field gets the spec's rule (code required), not the length rule the contract checks next.
    if (code.trim() === '') return refuse(fieldMessage('The code is required.'));
    const checked = checkFields(VerifyEmailRequest, { code });
    if (!checked.ok) return refuse(checked.errors.code ?? GENERIC_ERROR);
    setFieldError(null);
    verify.mutate(checked.output.code);
  };

  if (user.verified_email_at) {
    return (
      <Stack gap="lg" maw={560}>
        <Title order={1}>
          <Trans>Verify your e-mail</Trans>
        </Title>
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          <Stack gap="xs" align="flex-start">
            <Text fw={700}>
              {verify.isSuccess ? (
                <Trans>Thank you, your e-mail is verified.</Trans>
              ) : (
                <Trans>Your e-mail is verified.</Trans>
              )}
            </Text>
            <Text>
              <Trans>We will send your orders' codes and the club's news to {email}.</Trans>
            </Text>
            <Button component={Link} to="/">
              <Trans>Back to home</Trans>
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const sent = resend.data?.sent === true;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>
        <Trans>Verify your e-mail</Trans>
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text>
              <Trans>Enter the 5-digit code we sent to {email}.</Trans>
            </Text>
            <TextInput
              ref={codeRef}
              label={t`Code`}
              withAsterisk
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setFieldError(null);
                verify.reset();
              }}
              error={fieldError ? i18n._(fieldError) : undefined}
              styles={{ input: { letterSpacing: '0.3em', fontSize: 22 } }}
              maw={240}
            />
            {verify.isError && <ErrorAlert messages={verifyErrors(verify.error)} />}
            <Button type="submit" loading={verify.isPending}>
              <Trans>Verify e-mail</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
      <Stack gap="xs" align="flex-start">
        <Text>
          <Trans>No code, or it has expired?</Trans>
        </Text>
        <Group gap="sm">
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            <Trans>Send the code again</Trans>
          </Button>
        </Group>
        <div aria-live="polite">
          {sent && (
            <Text fw={700}>
              <Trans>We sent a new code to {email}.</Trans>
            </Text>
          )}
        </div>
        {resend.isError && (
          <Text role="alert" c="red.8">
            {errorMessages(resend.error)
              .map((m) => i18n._(m))
              .join(' ')}
          </Text>
        )}
        <Anchor component={Link} to="/user" mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
          <Trans>Wrong address? Change it in your profile</Trans>
        </Anchor>
      </Stack>
    </Stack>
  );
}

/**
 * A refused code says why, in the reader's language ("The code is invalid.", too many wrong codes, a wait), as the
 * sign-in's code step does: the spec's generic text told the person nothing they could act on (issue 27).
 */
function verifyErrors(error: unknown): MessageDescriptor[] {
  return errorMessages(error);
}
