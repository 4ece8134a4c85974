import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Email, type LoginRequest, type LoginResponse } from '#contract/auth.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { PageLoader } from '#src/components/page-loader.tsx';
import type { StepFrame } from '#src/components/step-frame.ts';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { errorMessages, knownMessage } from '#src/lib/http/error-messages.ts';
import { loginMutation } from '../api/login-mutations.ts';
import { loginErrors } from '../login-errors.ts';
import type { LoginDraft } from '../login-wizard-state.ts';

interface IdentifyStepProps extends StepFrame {
  draft: LoginDraft;
  notice: MessageDescriptor[];
  onEdit: (patch: Partial<LoginDraft>) => void;
  onCodeSent: (request: LoginRequest, answer: LoginResponse, destination: string) => void;
  onBack: () => void;
}

// The phone rules (libphonenumber, 28 KiB) load when a phone number is wanted, not with the first screen (decision 0220),
// and the dialling codes with them (0301).
const loadPhoneValidation = () => import('#src/lib/phone/phone-validation.ts');
const loadDialCountries = () => import('#src/lib/phone/dial-countries.ts');
// The country picker (Mantine's Select, its popover and floating-ui, 30 KiB) too: e-mail is the first screen's way
// in (decision 0295).
const loadPhoneFields = () => import('./phone-fields.tsx');
const PhoneFields = lazy(() => loadPhoneFields().then((m) => ({ default: m.PhoneFields })));

export function IdentifyStep({ heading, draft, notice, onEdit, onCodeSent, onBack }: IdentifyStepProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const login = useMutation(loginMutation());
  const [errors, setErrors] = useState(notice);
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (draft.method === 'phone') void loadPhoneValidation().catch(() => undefined);
    if (draft.method === 'phone') void loadPhoneFields().catch(() => undefined);
  }, [draft.method]);

  const invalid = (message: MessageDescriptor) => {
    setFieldError(message);
    fieldRef.current?.focus();
  };

  async function phoneRequest(): Promise<[LoginRequest, string] | null> {
    try {
      const [{ checkPhone }, { DIAL_COUNTRIES, regionIdFor }] = await Promise.all([
        loadPhoneValidation(),
        loadDialCountries(),
      ]);
      const check = checkPhone(draft.phone, draft.country);
      if (!check.ok) {
        invalid(check.message);
        return null;
      }
      const config = await queryClient.ensureQueryData(publicConfigQuery());
      const region = regionIdFor(draft.country, config.countries);
      if (region === null) throw new Error(`No region for ${draft.country}`);
      const dialCode = DIAL_COUNTRIES.find((country) => country.iso === draft.country)?.dialCode ?? '';
      return [{ phone: check.national, region }, `${dialCode} ${check.national}`];
    } catch (error) {
      setErrors(errorMessages(error));
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    setFieldError(null);
    let prepared: [LoginRequest, string] | null;
    if (draft.method === 'email') {
      const email = v.safeParse(Email, draft.email);
      prepared = email.success ? [{ email: email.output }, email.output] : null;
      if (!email.success) invalid(knownMessage(email.issues[0].message));
    } else {
      prepared = await phoneRequest();
    }
    if (!prepared) return;
    const [request, destination] = prepared;
    login.mutate(request, {
      onSuccess: (answer) => onCodeSent(request, answer, destination),
      onError: (error) => setErrors(loginErrors(error)),
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(draft.method === 'email' ? <Trans>Sign in with e-mail</Trans> : <Trans>Sign in with phone</Trans>)}
        <ErrorAlert messages={errors} />
        {draft.method === 'email' ? (
          <TextInput
            ref={fieldRef}
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => onEdit({ email: event.currentTarget.value })}
            error={fieldError ? i18n._(fieldError) : undefined}
          />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <PhoneFields
              country={draft.country}
              phone={draft.phone}
              error={fieldError}
              phoneRef={fieldRef}
              onChange={onEdit}
            />
          </Suspense>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" loading={login.isPending}>
            <Trans>Send code</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
