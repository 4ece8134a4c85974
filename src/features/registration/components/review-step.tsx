import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { type FormEvent, type ReactNode, useState } from 'react';
import { WizardButtons } from '#src/components/company/wizard-buttons.tsx';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import type { RegistrationStep } from '../registration-state.ts';
import type { StepProps } from './step-props.ts';

interface ReviewProps extends StepProps {
  steps: RegistrationStep[];
  decor: boolean;
  errors: MessageDescriptor[];
  busy: boolean;
  goTo: (step: RegistrationStep) => void;
  onSubmit: () => void;
}

function Section({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: ReactNode;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {/* The text gives way (a long e-mail wraps), never the button: "Edit" was cut to "Edi" (issue 27). */}
        <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
        </div>
        <Button variant="subtle" onClick={onEdit} aria-label={editLabel} h={44} px="sm" style={{ flexShrink: 0 }}>
          <Trans>Edit</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

/** Step 10: everything entered, an edit link per section, and the terms to accept before registering. */
export function ReviewStep(props: ReviewProps) {
  const { heading, draft, config, settings, edit, back, steps, decor, errors, busy, goTo, onSubmit } = props;
  const { t } = useLingui();
  const [termsError, setTermsError] = useState(false);
  const country = config.countries.find((c) => c.id === draft.regionId);
  const type = settings?.company_types.find((x) => x.id === draft.companyType);
  const termsLink = (decor ? settings?.links.decor_terms : null) ?? settings?.links.terms ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.terms) return setTermsError(true);
    onSubmit();
  };
  const yes = t`Yes`;
  const no = t`No`;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {heading(<Trans>Check and register</Trans>)}
        <ErrorAlert messages={errors} />
        <Section title={<Trans>About you</Trans>} editLabel={t`Edit about you`} onEdit={() => goTo('user')}>
          <Text>{`${draft.user.name} ${draft.user.surname}`}</Text>
          <Text>{draft.user.email}</Text>
          <Text>{`${country?.phone_country_code ?? ''} ${draft.user.phone}`}</Text>
        </Section>
        {steps.includes('company') && (
          <Section title={<Trans>Your company</Trans>} editLabel={t`Edit your company`} onEdit={() => goTo('company')}>
            <Text>{draft.company.name}</Text>
            <Text>
              {[draft.company.registration_number, draft.company.registration_number_2].filter(Boolean).join(' · ')}
            </Text>
            {type && <Text>{type.name_translated}</Text>}
          </Section>
        )}
        {steps.includes('address') && (
          <Section
            title={<Trans>Company address</Trans>}
            editLabel={t`Edit company address`}
            onEdit={() => goTo('address')}
          >
            <Text>{`${draft.address.address} ${draft.address.house_number}`}</Text>
            <Text>{`${draft.address.postal_code} ${draft.address.city}, ${country?.name ?? ''}`}</Text>
          </Section>
        )}
        <Section
          title={<Trans>Marketing consent</Trans>}
          editLabel={t`Edit marketing consent`}
          onEdit={() => goTo('consent')}
        >
          <Text>
            <Trans>E-mail: {draft.emailConsent ? yes : no}</Trans>
          </Text>
          <Text>
            <Trans>Text messages: {draft.phoneConsent ? yes : no}</Trans>
          </Text>
        </Section>
        <Checkbox
          size="md"
          checked={draft.terms}
          onChange={(e) => {
            setTermsError(false);
            edit({ terms: e.currentTarget.checked });
          }}
          label={
            <Trans>
              I accept the{' '}
              <Anchor href={termsLink} target="_blank" rel="noopener">
                terms and conditions
              </Anchor>
            </Trans>
          }
          error={termsError ? t`Accept the terms and conditions.` : undefined}
        />
        <WizardButtons onBack={back} busy={busy} nextLabel={<Trans>Register</Trans>} />
      </Stack>
    </form>
  );
}
