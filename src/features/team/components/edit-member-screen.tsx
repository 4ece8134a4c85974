import '@mantine/core/styles/Paper.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useState } from 'react';
import type { TeamMember } from '#contract/team.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { editMemberMutation, teamMemberQuery } from '../api/team-queries.ts';
import { leaveTeamNotice } from '../team-notice.ts';
import {
  changeWaitsForMember,
  checkMember,
  fieldErrorsOf,
  fullName,
  isOwnerRole,
  type MemberDraft,
  type MemberErrors,
  type MemberField,
  memberChanges,
  nationalOf,
  regionCountry,
  roleLabel,
  teamErrors,
  teamMessage,
} from '../team-rules.ts';
import './team.css';
import { LastActive } from './member-bits.tsx';
import { focusFirstError, MemberForm } from './member-form.tsx';

/** The member's figures above the form: role, last active, points, projects (the e-mail when no form shows it). */
function MemberFacts({ member, withEmail }: { member: TeamMember; withEmail: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="md">
      <dl className="team-facts">
        <div>
          <dt>{t`Role`}</dt>
          <dd>{i18n._(roleLabel(member.role))}</dd>
        </div>
        <div>
          <dt>{t`Last active`}</dt>
          <dd>
            <LastActive member={member} />
          </dd>
        </div>
        <div>
          <dt>{t`Contributed points`}</dt>
          <dd>{i18n.number(member.contribute_points)}</dd>
        </div>
        <div>
          <dt>{t`Projects`}</dt>
          <dd>{i18n.number(member.projects_count)}</dd>
        </div>
        {withEmail && member.email && (
          <div className="team-facts-wide">
            <dt>{t`E-mail`}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{member.email}</dd>
          </div>
        )}
      </dl>
    </Paper>
  );
}

/**
 * A new phone or e-mail the owner gave a member who has signed in waits for the member (decision 0261): the owner
 * sees what waits, since when, and that the current details still sign the member in.
 */
function PendingChanges({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const pending = member.pending_identifiers;
  if (!pending?.phone && !pending?.email) return null;
  const name = fullName(member);
  const phone = pending.phone
    ? (parsePhoneNumberFromString(pending.phone.value)?.formatInternational() ?? pending.phone.value)
    : '';
  const phoneDate = pending.phone ? formatDate(pending.phone.proposed_at) : '';
  const email = pending.email?.value ?? '';
  const emailDate = pending.email ? formatDate(pending.email.proposed_at) : '';
  return (
    <Paper
      component="section"
      aria-labelledby="team-pending"
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 }}
    >
      <Stack gap={6}>
        <Title order={2} size="h4" id="team-pending">
          {t`Waiting for confirmation by ${name}`}
        </Title>
        {pending.phone && (
          <Text>
            {t`New phone number:`}{' '}
            <span className="nowrap" style={{ fontWeight: 700 }}>
              {phone}
            </span>{' '}
            {t`(proposed on ${phoneDate})`}
          </Text>
        )}
        {pending.email && (
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t`New e-mail:`} <span style={{ fontWeight: 700 }}>{email}</span> {t`(proposed on ${emailDate})`}
          </Text>
        )}
        <Text size="sm">
          <Trans>Until {name} confirms it in their profile, they keep signing in with their current details.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

function EditForm({
  member,
  selfUuid,
  regionSlug,
  onDone,
}: EditMemberScreenProps & { member: TeamMember; selfUuid: string; regionSlug: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const country = regionCountry(regionSlug);
  const [draft, setDraft] = useState<MemberDraft>(() => ({
    name: member.name,
    surname: member.surname,
    phone: nationalOf(member.phone, country.iso),
    email: member.email ?? '',
  }));
  const waits = changeWaitsForMember(member, selfUuid);
  const [errors, setErrors] = useState<MemberErrors>({});
  const save = useMutation(editMemberMutation(queryClient, member.uuid, selfUuid));

  const edit = (field: MemberField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (save.isError) save.reset();
  };
  const submit = () => {
    const checked = checkMember(draft, country.iso);
    // An e-mail cannot be removed, only replaced.
    const emptied = member.email && draft.email.trim() === '' ? { email: teamMessage('The e-mail is required.') } : {};
    if (!checked.ok || emptied.email) {
      const found = { ...(checked.ok ? {} : checked.errors), ...emptied };
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    const body = memberChanges({ ...checked.body, email: checked.body.email ?? '' }, member, country.iso);
    const name = `${checked.body.name} ${checked.body.surname}`;
    if (Object.keys(body).length === 0) {
      leaveTeamNotice({ kind: 'saved', name });
      return onDone();
    }
    save.mutate(body, {
      onSuccess: (answer) => {
        const proposed = (body.phone !== undefined || body.email !== undefined) && answer.pending_identifiers;
        const waiting = Boolean(proposed && (proposed.phone || proposed.email));
        leaveTeamNotice({ kind: 'saved', name, waiting });
        onDone();
      },
      onError: (error) => {
        const found = fieldErrorsOf(error);
        setErrors(found);
        focusFirstError(found);
      },
    });
  };
  const fieldErrors = fieldErrorsOf(save.error);
  const name = fullName(member);
  return (
    <Stack gap="md">
      {waits && (
        <Text>
          <Trans>
            A new phone number or e-mail is sent to {name} to confirm: it signs them in only after they confirm it in
            their profile.
          </Trans>
        </Text>
      )}
      <MemberForm
        draft={draft}
        onEdit={edit}
        errors={errors}
        formErrors={save.isError && Object.keys(fieldErrors).length === 0 ? teamErrors(save.error) : []}
        dialCode={country.dialCode}
        withEmail
        emailLabel={member.email ? t`E-mail` : t`E-mail (optional)`}
        emailDescription={waits ? t`Sent to them to confirm first.` : t`The e-mail used to sign in.`}
        busy={save.isPending}
        online={online}
        submitLabel={t`Save changes`}
        onSubmit={submit}
      />
    </Stack>
  );
}

interface EditMemberScreenProps {
  uuid: string;
  onDone: () => void;
}

/** One member: their figures, and for the owner the form to correct the name and phone. */
export function EditMemberScreen({ uuid, onDone }: EditMemberScreenProps) {
  const { t } = useLingui();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const query = useQuery(teamMemberQuery(uuid));
  const name = query.data ? fullName(query.data) : '';
  usePageTitle(query.data ? name : t`Installer`);
  const owner = isOwnerRole(user.role.id);
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/team" />} fw={600}>
      <Trans>Back to the team</Trans>
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{!query.data ? t`Installer` : owner ? t`Edit ${name}` : name}</Title>
      <QueryState
        query={query}
        skeleton={<CardsSkeleton height={240} />}
        notFound={<Trans>This team member was not found. They may have been removed.</Trans>}
      >
        {(member) => (
          <>
            <MemberFacts member={member} withEmail={!owner} />
            {owner && <PendingChanges member={member} />}
            {owner ? (
              <EditForm
                uuid={uuid}
                onDone={onDone}
                member={member}
                selfUuid={user.uuid}
                regionSlug={user.region.slug}
              />
            ) : (
              <Text>
                <Trans>Only the company owner can change team members.</Trans>
              </Text>
            )}
          </>
        )}
      </QueryState>
      {(!query.data || !owner) && back}
    </Stack>
  );
}
