import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { addMemberMutation, teamListQuery } from '../api/team-queries.ts';
import { leaveTeamNotice } from '../team-notice.ts';
import {
  checkMember,
  fieldErrorsOf,
  fullName,
  isOwnerRole,
  type MemberDraft,
  type MemberErrors,
  type MemberField,
  regionCountry,
  teamErrors,
} from '../team-rules.ts';
import { focusFirstError, MemberForm } from './member-form.tsx';

const EMPTY: MemberDraft = { name: '', surname: '', phone: '', email: '' };

/** The owner adds an installer, who is invited by e-mail or text message. */
export function AddMemberScreen({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`Add installer`);
  const queryClient = useQueryClient();
  const online = useOnline();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const team = useQuery(teamListQuery(1));
  const country = regionCountry(user.region.slug);
  const [draft, setDraft] = useState<MemberDraft>(EMPTY);
  const [errors, setErrors] = useState<MemberErrors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const add = useMutation(addMemberMutation(queryClient));

  const heading = (
    <Title order={1}>
      <Trans>Add installer</Trans>
    </Title>
  );
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/team" />} fw={600}>
      <Trans>Back to the team</Trans>
    </Anchor>
  );
  if (!isOwnerRole(user.role.id))
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <Text>
          <Trans>Only the company owner can add installers.</Trans>
        </Text>
        {back}
      </Stack>
    );
  const meta = team.data?.meta;
  if (meta && !meta.can_add) {
    const limit = meta.limit ?? 0;
    return (
      <Stack gap="lg" maw={720}>
        {heading}
        <Text>
          <Trans>
            Your team is full: your region allows one owner and {limit} installers. Remove someone to add a new
            installer.
          </Trans>
        </Text>
        {back}
      </Stack>
    );
  }

  const edit = (field: MemberField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (add.isError) {
      add.reset();
      // A changed request is a new add: the server must not replay the refused one.
      setKey(crypto.randomUUID());
    }
  };

  const submit = () => {
    const checked = checkMember(draft, country.iso);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    add.mutate(
      { body: checked.body, key },
      {
        onSuccess: (member) => {
          leaveTeamNotice({ kind: 'added', name: fullName(member) });
          onDone();
        },
        onError: (error) => {
          const found = fieldErrorsOf(error);
          setErrors(found);
          focusFirstError(found);
        },
      },
    );
  };

  const fieldErrors = fieldErrorsOf(add.error);
  return (
    <Stack gap="lg" maw={720}>
      {heading}
      <Text>
        <Trans>
          The installer gets an invitation and signs in with the phone number or e-mail you enter here. Their scans and
          projects earn points for your company.
        </Trans>
      </Text>
      <MemberForm
        draft={draft}
        onEdit={edit}
        errors={errors}
        formErrors={add.isError && Object.keys(fieldErrors).length === 0 ? teamErrors(add.error) : []}
        dialCode={country.dialCode}
        withEmail
        busy={add.isPending}
        online={online}
        submitLabel={t`Add and invite`}
        onSubmit={submit}
      />
    </Stack>
  );
}
