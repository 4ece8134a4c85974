import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js';
import { useState } from 'react';
import { UserInfo } from '#contract/registration.ts';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import { checkFields } from '#src/lib/forms/check-fields.ts';
import { useSubmitWhenSettled } from '#src/lib/forms/use-submit-when-settled.ts';
import { useUniqueness } from '#src/lib/forms/use-uniqueness.ts';
import { checkPhone } from '#src/lib/phone/phone-validation.ts';
import type { StepProps } from './step-props.ts';

/** Step 2: the person (name, surname, e-mail, phone of the chosen country), each checked as typed. */
export function UserStep({ heading, draft, config, edit, next, back }: StepProps) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const country = config.countries.find((c) => c.id === draft.regionId);
  const iso = (country?.slug.toUpperCase() ?? 'PL') as CountryCode;
  const user = draft.user;
  const phoneCheck = checkPhone(user.phone, iso);
  const emailTaken = useUniqueness('email', user.email, /^\S+@\S+\.\S+$/.test(user.email.trim()));
  const phoneTaken = useUniqueness('phone', phoneCheck.ok ? phoneCheck.national : '', phoneCheck.ok, draft.regionId);
  const set = (patch: Partial<typeof user>) => {
    edit({ user: { ...user, ...patch } });
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key];
      return rest;
    });
  };

  const proceed = () => {
    const result = checkFields(UserInfo, user);
    const found = result.ok ? {} : { ...result.errors };
    if (!phoneCheck.ok) found.phone ??= phoneCheck.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || emailTaken.message || phoneTaken.message) return;
    if (result.ok && phoneCheck.ok) {
      edit({ user: { ...result.output, phone: phoneCheck.national } });
      next();
    }
  };
  const submit = useSubmitWhenSettled(emailTaken.checking || phoneTaken.checking, proceed);
  const shown = (field: string, taken?: MessageDescriptor | null) => {
    const message = errors[field] ?? taken;
    return message ? i18n._(message) : undefined;
  };

  return (
    <form noValidate onSubmit={submit.onSubmit}>
      <Stack gap="lg">
        {heading(<Trans>About you</Trans>)}
        <TextInput
          label={t`First name`}
          withAsterisk
          autoComplete="given-name"
          value={user.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={shown('name')}
        />
        <TextInput
          label={t`Surname`}
          withAsterisk
          autoComplete="family-name"
          value={user.surname}
          onChange={(e) => set({ surname: e.currentTarget.value })}
          error={shown('surname')}
        />
        <TextInput
          label={t`E-mail`}
          withAsterisk
          type="email"
          inputMode="email"
          autoComplete="email"
          value={user.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          error={shown('email', emailTaken.message)}
        />
        <TextInput
          label={t`Phone number`}
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          leftSection={country?.phone_country_code}
          leftSectionWidth={64}
          value={user.phone}
          onChange={(e) => set({ phone: e.currentTarget.value })}
          error={shown('phone', phoneTaken.message)}
        />
        <WizardButtons onBack={back} busy={submit.waiting} />
      </Stack>
    </form>
  );
}
