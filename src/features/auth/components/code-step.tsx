import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { Code, type LoginRequest, type LoginResponse, type VerifyResponse } from '#contract/auth.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import type { StepFrame } from '#src/components/step-frame.ts';
import { knownMessage } from '#src/lib/http/error-messages.ts';
import { loginMutation, verifyLoginMutation } from '../api/login-mutations.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { codeErrors, isInvalidCode, loginErrors } from '../login-errors.ts';

interface CodeStepProps extends StepFrame {
  request: LoginRequest;
  userId: string;
  attempt: string;
  destination: string;
  resendAt: number | null;
  onResent: (answer: LoginResponse) => void;
  onRejected: () => void;
  onVerified: (answer: VerifyResponse) => void;
  onBack: () => void;
}

export function CodeStep(props: CodeStepProps) {
  const { heading, request, userId, attempt, destination, resendAt, onResent, onRejected, onVerified, onBack } = props;
  const { t, i18n } = useLingui();
  const verify = useMutation(verifyLoginMutation());
  const resend = useMutation(loginMutation());
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<MessageDescriptor[]>([]);
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    const parsed = v.safeParse(Code, code);
    if (!parsed.success) {
      setFieldError(knownMessage(parsed.issues[0].message));
      codeRef.current?.focus();
      return;
    }
    setFieldError(null);
    verify.mutate(
      { userId, code: parsed.output, attempt },
      {
        onSuccess: (answer) => onVerified(answer),
        onError: (error) => (isInvalidCode(error) ? onRejected() : setErrors(codeErrors(error))),
      },
    );
  }

  function resendCode() {
    setErrors([]);
    resend.mutate(request, {
      onSuccess: (answer) => {
        setCode('');
        onResent(answer);
        codeRef.current?.focus();
      },
      onError: (error) => setErrors(loginErrors(error)),
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Enter the code</Trans>)}
        <Text>
          <Trans>We sent a 5-digit code to {destination}.</Trans>
        </Text>
        <ErrorAlert messages={errors} />
        <TextInput
          ref={codeRef}
          label={t`Code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={5}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          error={fieldError ? i18n._(fieldError) : undefined}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          <Trans>Sign in</Trans>
        </Button>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="subtle" onClick={resendCode} disabled={secondsLeft > 0} loading={resend.isPending}>
            {secondsLeft > 0 ? <Trans>Resend code in {secondsLeft} s</Trans> : <Trans>Resend code</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
