import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { UpdateUserRequest, updateUser } from '#contract/profile.ts';
import type { CurrentUser } from '#contract/user.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { ApiError } from '#src/lib/http/api-error.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { storeUser } from '../api/profile-api.ts';
import { changedFields } from '../changed-fields.ts';
import { focusFirstInvalid, profileErrors, profileMessage } from '../profile-messages.ts';
import { FieldErrorSummary, type FieldProblem } from './field-error-summary.tsx';

type Field = 'name' | 'surname' | 'email' | 'phone';
const FIELDS: Field[] = ['name', 'surname', 'email', 'phone'];
type Draft = Record<Field, string>;

const draftOf = (user: CurrentUser): Draft => ({
  name: user.name,
  surname: user.surname,
  email: user.email ?? '',
  phone: user.phone ?? '',
});

/** Name, surname, e-mail and phone; only the changed fields are sent, and what was typed stays on failure. */
export function PersonalForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  // The stored values change under the form too (a confirmed proposal, decision 0261; a refetch): the fields the
  // person has not touched follow them, so saving the name never sends the old phone back.
  const stored = draftOf(user);
  const [base, setBase] = useState<Draft>(stored);
  if (FIELDS.some((field) => stored[field] !== base[field])) {
    setBase(stored);
    setDraft((d) => {
      const next = { ...d };
      for (const field of FIELDS) if (d[field] === base[field]) next[field] = stored[field];
      return next;
    });
  }
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (found: Partial<Record<Field, MessageDescriptor>>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(formRef.current);
  };
  const save = useMutation({
    mutationFn: (body: Partial<Draft>) => callApi(updateUser, { params: { id: String(user.id) }, body }),
    onSuccess: (answer) => {
      storeUser(queryClient, answer);
      setDraft(draftOf(answer));
      setSaved(true);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const found: Partial<Record<Field, MessageDescriptor>> = {};
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const field = path.split('.').at(-1) as Field;
        if (messages[0] && field in draft) found[field] ??= profileMessage(messages[0]);
      }
      showErrors(found);
    },
  });

  const edit = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changedFields(draft, { ...draftOf(user) });
    if (Object.keys(body).length === 0) return setSaved(true);
    if (body.phone === '') return showErrors({ phone: msg`The phone number is required.` });
    const result = v.safeParse(UpdateUserRequest, body);
    if (!result.success) {
      const found: Partial<Record<Field, MessageDescriptor>> = {};
      for (const issue of result.issues) {
        const field = v.getDotPath(issue) as Field | null;
        if (field) found[field] ??= profileMessage(issue.message);
      }
      return showErrors(found);
    }
    setErrors({});
    save.mutate(body);
  };

  const labels: Record<Field, string> = { name: t`First name`, surname: t`Surname`, email: t`E-mail`, phone: t`Phone` };
  const problems: FieldProblem[] = FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ key: field, label: labels[field], message }] : [];
  });
  const listed = problems.map((problem) => problem.message);
  const fieldError = (field: Field) => (errors[field] ? i18n._(errors[field]) : undefined);
  const serverOnly = save.isError && listed.length === 0 ? profileErrors(save.error) : [];
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="profile-personal">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={labels.name}
            autoComplete="given-name"
            withAsterisk
            value={draft.name}
            onChange={(e) => edit('name', e.currentTarget.value)}
            error={fieldError('name')}
          />
          <TextInput
            label={labels.surname}
            autoComplete="family-name"
            withAsterisk
            value={draft.surname}
            onChange={(e) => edit('surname', e.currentTarget.value)}
            error={fieldError('surname')}
          />
          <TextInput
            type="email"
            label={labels.email}
            autoComplete="email"
            value={draft.email}
            onChange={(e) => edit('email', e.currentTarget.value)}
            error={fieldError('email')}
            description={t`A new e-mail address has to be verified again.`}
          />
          <TextInput
            type="tel"
            label={labels.phone}
            autoComplete="tel"
            value={draft.phone}
            onChange={(e) => edit('phone', e.currentTarget.value)}
            error={fieldError('phone')}
          />
        </SimpleGrid>
        <FieldErrorSummary problems={problems} />
        <ErrorAlert messages={serverOnly} />
        <Group gap="md">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save personal data</Trans>
          </Button>
          {saved && (
            <Text role="status" c="green.9" fw={600}>
              <Trans>Saved.</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
