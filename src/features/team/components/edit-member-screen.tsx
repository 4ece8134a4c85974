import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TeamMember } from '../../../../contract/team.ts';
import { usePageTitle } from '../../../lib/format/use-page-title.ts';
import { useOnline } from '../../../lib/outbox/use-online.ts';
import { currentUserQuery } from '../../user/api/current-user-query.ts';
import { editMemberMutation, teamMemberQuery } from '../api/team-queries.ts';
import { leaveTeamNotice } from '../team-notice.ts';
import {
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
} from '../team-rules.ts';
import './team.css';
import { LastActive } from './member-bits.tsx';
import { focusFirstError, MemberForm } from './member-form.tsx';

/** The member's figures above the form: role, last active, points and projects. */
function MemberFacts({ member }: { member: TeamMember }) {
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
        {member.email && (
          <div className="team-facts-wide">
            <dt>{t`E-mail`}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{member.email}</dd>
          </div>
        )}
      </dl>
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
    email: '',
  }));
  const [errors, setErrors] = useState<MemberErrors>({});
  const save = useMutation(editMemberMutation(queryClient, member.uuid, selfUuid));

  const edit = (field: MemberField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (save.isError) save.reset();
  };
  const submit = () => {
    const checked = checkMember({ ...draft, email: '' }, country.iso);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    const body = memberChanges(checked.body, member, country.iso);
    const name = `${checked.body.name} ${checked.body.surname}`;
    if (Object.keys(body).length === 0) {
      leaveTeamNotice({ kind: 'saved', name });
      return onDone();
    }
    save.mutate(body, {
      onSuccess: () => {
        leaveTeamNotice({ kind: 'saved', name });
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
  return (
    <MemberForm
      draft={draft}
      onEdit={edit}
      errors={errors}
      formErrors={save.isError && Object.keys(fieldErrors).length === 0 ? teamErrors(save.error) : []}
      dialCode={country.dialCode}
      withEmail={false}
      busy={save.isPending}
      online={online}
      submitLabel={t`Save changes`}
      onSubmit={submit}
    />
  );
}

interface EditMemberScreenProps {
  uuid: string;
  onDone: () => void;
}

/** One member: their figures, and for the owner the form to correct the name and phone. */
export function EditMemberScreen({ uuid, onDone }: EditMemberScreenProps) {
  const { t, i18n } = useLingui();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const query = useQuery(teamMemberQuery(uuid));
  const member = query.data;
  usePageTitle(member ? fullName(member) : t`Installer`);
  const owner = isOwnerRole(user.role.id);
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/team" />} fw={600}>
      <Trans>Back to the team</Trans>
    </Anchor>
  );

  if (!member) {
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>
          <Trans>Installer</Trans>
        </Title>
        {query.fetchStatus === 'fetching' && (
          <Skeleton h={240} radius="md" role="status" aria-label={t`Loading the installer`} />
        )}
        {query.isPending && query.fetchStatus === 'paused' && (
          <Text role="status">
            <Trans>This installer is not saved on this device yet. They will load when the signal is back.</Trans>
          </Text>
        )}
        {query.isError && query.fetchStatus === 'idle' && (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text>
              {teamErrors(query.error)
                .map((m) => i18n._(m))
                .join(' ')}
            </Text>
            <Group gap="sm">
              <Button variant="light" h={44} onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
              {back}
            </Group>
          </Stack>
        )}
      </Stack>
    );
  }
  const name = fullName(member);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{owner ? t`Edit ${name}` : name}</Title>
      <MemberFacts member={member} />
      {owner ? (
        <EditForm uuid={uuid} onDone={onDone} member={member} selfUuid={user.uuid} regionSlug={user.region.slug} />
      ) : (
        <>
          <Text>
            <Trans>Only the company owner can change team members.</Trans>
          </Text>
          {back}
        </>
      )}
    </Stack>
  );
}
