import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import type { MemberDraft, MemberErrors, MemberField } from '../team-rules.ts';

const FIELD_ORDER: MemberField[] = ['name', 'surname', 'phone', 'email'];

/** Moves focus to the first field with an error (after the errors have rendered). */
export function focusFirstError(errors: MemberErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) requestAnimationFrame(() => document.getElementById(`team-${first}`)?.focus());
}

interface MemberFormProps {
  draft: MemberDraft;
  onEdit: (field: MemberField, value: string) => void;
  errors: MemberErrors;
  /** Errors that belong to no field (the team is full, no connection…). */
  formErrors: MessageDescriptor[];
  dialCode: string;
  /** The e-mail field: optional when adding (the invitation goes there); when editing, a change is proposed. */
  withEmail: boolean;
  /** The e-mail field's label and hint when they differ from adding's. */
  emailLabel?: string;
  emailDescription?: string;
  busy: boolean;
  online: boolean;
  submitLabel: string;
  onSubmit: () => void;
}

/** First name, surname, the phone in the region's numbering and (when adding) an optional e-mail. */
export function MemberForm(props: MemberFormProps) {
  const { t, i18n } = useLingui();
  const { draft, onEdit, errors, dialCode } = props;
  const fieldError = (field: MemberField) => (errors[field] ? i18n._(errors[field]) : undefined);
  const listed = FIELD_ORDER.map((field) => errors[field]).filter((m): m is MessageDescriptor => Boolean(m));
  const unique = [...new Map(listed.map((m) => [m.id, m])).values()];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id="team-name"
            size="md"
            label={t`First name`}
            withAsterisk
            autoComplete="off"
            value={draft.name}
            onChange={(e) => onEdit('name', e.currentTarget.value)}
            error={fieldError('name')}
          />
          <TextInput
            id="team-surname"
            size="md"
            label={t`Surname`}
            withAsterisk
            autoComplete="off"
            value={draft.surname}
            onChange={(e) => onEdit('surname', e.currentTarget.value)}
            error={fieldError('surname')}
          />
          <TextInput
            id="team-phone"
            size="md"
            type="tel"
            inputMode="tel"
            label={t`Phone number`}
            withAsterisk
            autoComplete="off"
            leftSection={<span aria-hidden>{dialCode}</span>}
            leftSectionWidth={64}
            description={t`Without the country code ${dialCode}.`}
            value={draft.phone}
            onChange={(e) => onEdit('phone', e.currentTarget.value)}
            error={fieldError('phone')}
          />
          {props.withEmail && (
            <TextInput
              id="team-email"
              size="md"
              type="email"
              inputMode="email"
              label={props.emailLabel ?? t`E-mail (optional)`}
              autoComplete="off"
              description={
                props.emailDescription ?? t`The invitation goes to the e-mail when given, otherwise by text message.`
              }
              value={draft.email}
              onChange={(e) => onEdit('email', e.currentTarget.value)}
              error={fieldError('email')}
            />
          )}
        </SimpleGrid>
        {unique.length > 0 && <ErrorAlert messages={[msg`Check the marked fields.`, ...unique]} />}
        <ErrorAlert messages={props.formErrors} />
        {!props.online && (
          <Text role="status">
            <Trans>You are offline. Changes to the team need a connection: try again when the signal is back.</Trans>
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" size="md" h={48} loading={props.busy} disabled={!props.online}>
            {props.submitLabel}
          </Button>
          <Button component={Link} to="/team" variant="default" size="md" h={48}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
