import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Grid.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Grid, Group, NativeSelect, Radio, Stack, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import type { ProductType } from '#contract/shop.ts';
import { DIAL_COUNTRIES, flagEmoji } from '#src/lib/phone/dial-countries.ts';
import {
  type CustomerErrors,
  type CustomerField,
  type CustomerForm,
  type Delivery,
  isShipped,
} from '../customer-rules.ts';

/** The profile screen (another area's route). */
const USER_PATH = '/user' as '/';

interface CustomerStepProps {
  type: ProductType;
  form: CustomerForm;
  errors: CustomerErrors;
  missingRegistrationNumber: boolean;
  onChange: (form: CustomerForm) => void;
  onContinue: () => void;
}

/** Step 1: who orders and where it goes; the first field in error gets the focus on Continue. */
export function CustomerStep({
  type,
  form,
  errors,
  missingRegistrationNumber,
  onChange,
  onContinue,
}: CustomerStepProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const shipped = isShipped(type);
  const set = (field: keyof CustomerForm) => (value: string) => onChange({ ...form, [field]: value });
  const err = (field: CustomerField) => {
    const message: MessageDescriptor | undefined = errors[field];
    return message ? i18n._(message) : undefined;
  };
  const input = (field: CustomerField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      name={field}
      label={label}
      size="md"
      value={form[field]}
      error={err(field)}
      onChange={(event) => set(field)(event.currentTarget.value)}
      {...extra}
    />
  );
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const countries = DIAL_COUNTRIES.map((c) => ({ value: c.iso, label: names.of(c.iso) ?? c.iso }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
        // After the errors render: focus the first field in error.
        setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Your details</Trans>
        </Title>
        {missingRegistrationNumber && (
          <Alert color="red" variant="light" role="alert">
            <Trans>
              Your company has no registration number yet, so we cannot issue the order.{' '}
              <Anchor component={Link} to={USER_PATH} fw={700}>
                Add it in your profile
              </Anchor>
            </Trans>
          </Alert>
        )}
        {shipped && (
          <Radio.Group
            label={t`Delivery`}
            value={form.delivery}
            onChange={(value) => set('delivery')(value as Delivery)}
          >
            <Group gap="lg" mt="xs">
              <Radio value="personal" size="md" label={t`To me`} />
              <Radio value="company" size="md" label={t`To the company`} />
            </Group>
          </Radio.Group>
        )}
        <Grid gap="md">
          {shipped && form.delivery === 'company' && (
            <Grid.Col span={12}>{input('company_name', t`Company name`, { autoComplete: 'organization' })}</Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>{input('name', t`First name`, { autoComplete: 'given-name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {input('surname', t`Surname`, { autoComplete: 'family-name' })}
          </Grid.Col>
          <Grid.Col span={12}>{input('email', t`E-mail`, { type: 'email', autoComplete: 'email' })}</Grid.Col>
          {shipped && (
            <>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NativeSelect
                  name="country"
                  label={t`Country`}
                  size="md"
                  value={form.country}
                  error={err('country')}
                  data={[{ value: '', label: t`Choose…` }, ...countries]}
                  onChange={(event) => set('country')(event.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 3 }}>
                <NativeSelect
                  name="phone_prefix"
                  label={t`Prefix`}
                  size="md"
                  value={form.phone_prefix}
                  error={err('phone_prefix')}
                  data={DIAL_COUNTRIES.map((c) => ({ value: c.dialCode, label: `${flagEmoji(c.iso)} ${c.dialCode}` }))}
                  onChange={(event) => set('phone_prefix')(event.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 7, sm: 5 }}>
                {input('phone_number', t`Phone number`, { type: 'tel', autoComplete: 'tel-national' })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                {input('street', t`Street`, { autoComplete: 'address-line1' })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{input('house_number', t`House number`)}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                {input('city', t`City`, { autoComplete: 'address-level2' })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                {input('postal_code', t`Postal code`, { autoComplete: 'postal-code' })}
              </Grid.Col>
            </>
          )}
        </Grid>
        <Button type="submit" h={48} disabled={missingRegistrationNumber} style={{ alignSelf: 'flex-start' }}>
          <Trans>Continue to the summary</Trans>
        </Button>
      </Stack>
    </form>
  );
}
