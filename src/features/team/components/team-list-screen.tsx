import { useWideScreen } from '#src/lib/wide-screen.ts';
import '@mantine/core/styles/Table.css';
import './team.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import type { TeamList, TeamMember } from '#contract/team.ts';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { removeMutation, resendMutation, teamListQuery } from '../api/team-queries.ts';
import { clearTeamNotice, peekTeamNotice } from '../team-notice.ts';
import { fullName, isOwnerRole, teamErrors } from '../team-rules.ts';
import { InviteCodeCard } from './invite-code-card.tsx';
import { LastActive, RoleBadge } from './member-bits.tsx';
import { MemberMenu } from './member-menu.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';

interface RowProps {
  member: TeamMember;
  self: boolean;
  /** The owner links names to the edit form and gets the row menu; others read plain text. */
  owner: boolean;
  menu: ReactNode;
}

function MemberName({ member, self, owner, className }: Omit<RowProps, 'menu'> & { className?: string }) {
  const { t } = useLingui();
  const name = fullName(member);
  const you = self ? <span className="team-you"> {t`(you)`}</span> : null;
  if (!owner)
    return (
      <span className="team-plain-name">
        {name}
        {you}
      </span>
    );
  return (
    <>
      <Anchor
        fw={700}
        className={className}
        renderRoot={(props) => <Link {...props} to="/team/$uuid" params={{ uuid: member.uuid }} />}
      >
        {name}
      </Anchor>
      {you}
    </>
  );
}

function MemberCards({ rows }: { rows: RowProps[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="list-cards" aria-label={t`Team members`}>
      {rows.map(({ member, self, owner, menu }) => (
        <li key={member.uuid} className="list-card">
          <div className="list-card-head">
            <div className="list-card-title">
              <MemberName member={member} self={self} owner={owner} className="list-card-link" />
            </div>
            <div className="team-card-side">
              <RoleBadge role={member.role} />
              {menu && <div className="list-card-actions team-card-menu">{menu}</div>}
            </div>
          </div>
          <dl className="team-card-facts">
            <div>
              <dt>{t`Last active`}</dt>
              <dd>
                <LastActive member={member} />
              </dd>
            </div>
            <div>
              <dt>{t`Points`}</dt>
              <dd>{i18n.number(member.contribute_points)}</dd>
            </div>
            <div>
              <dt>{t`Projects`}</dt>
              <dd>{i18n.number(member.projects_count)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function MemberTable({ rows, withActions }: { rows: RowProps[]; withActions: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Table className="team-table" verticalSpacing="sm" striped fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Name`}</Table.Th>
          <Table.Th>{t`Last active`}</Table.Th>
          <Table.Th ta="right">{t`Contributed points`}</Table.Th>
          <Table.Th ta="right">{t`Projects`}</Table.Th>
          <Table.Th>{t`Role`}</Table.Th>
          {withActions && (
            <Table.Th>
              <span className="visually-hidden">{t`Actions`}</span>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ member, self, owner, menu }) => (
          <Table.Tr key={member.uuid}>
            <Table.Td>
              <MemberName member={member} self={self} owner={owner} />
            </Table.Td>
            <Table.Td className="nowrap">
              <LastActive member={member} />
            </Table.Td>
            <Table.Td ta="right">{i18n.number(member.contribute_points)}</Table.Td>
            <Table.Td ta="right">{i18n.number(member.projects_count)}</Table.Td>
            <Table.Td>
              <RoleBadge role={member.role} />
            </Table.Td>
            {withActions && <Table.Td ta="right">{menu}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The add button: disabled with the reason when the region's limit is reached. */
function AddMember({ meta }: { meta: TeamList['meta'] | undefined }) {
  const { t } = useLingui();
  const online = useOnline();
  const full = meta !== undefined && !meta.can_add;
  const limit = meta?.limit ?? 0;
  const disabled = !meta || full || !online;
  return (
    <Stack gap={6} align="flex-start">
      {disabled ? (
        <Button
          size="md"
          h={48}
          leftSection={<IconUserPlus size={20} aria-hidden />}
          disabled
          aria-describedby={full ? 'team-add-reason' : online ? undefined : 'team-add-offline'}
        >
          {t`Add installer`}
        </Button>
      ) : (
        <Button component={Link} to="/team/add" size="md" h={48} leftSection={<IconUserPlus size={20} aria-hidden />}>
          {t`Add installer`}
        </Button>
      )}
      {full && (
        <Text id="team-add-reason" className="team-add-reason" size="sm">
          <Trans>
            Your team is full: your region allows one owner and {limit} installers. Remove someone to add a new
            installer.
          </Trans>
        </Text>
      )}
      {!full && !online && (
        <Text id="team-add-offline" size="sm">
          <Trans>Adding an installer needs a connection.</Trans>
        </Text>
      )}
    </Stack>
  );
}

export function TeamListScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Team`);
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const owner = isOwnerRole(user.role.id);
  const wide = useWideScreen();
  const query = useQuery(teamListQuery(page));
  const members = query.data?.data ?? [];

  const [notice, setNotice] = useState<string | null>(() => {
    const left = peekTeamNotice();
    if (!left) return null;
    const name = left.name;
    if (left.kind === 'added') return t`${name} was added to the team and invited.`;
    return left.waiting
      ? t`The changes to ${name} were saved. The new sign-in details wait for their confirmation.`
      : t`The changes to ${name} were saved.`;
  });
  useEffect(() => clearTeamNotice(), []);
  const [actionErrors, setActionErrors] = useState<MessageDescriptor[]>([]);

  const resend = useMutation(resendMutation());
  const remove = useMutation(removeMutation(queryClient));
  const [removing, setRemoving] = useState<{ member: TeamMember; key: string; open: boolean } | null>(null);

  const onResend = (member: TeamMember) => {
    const name = fullName(member);
    setNotice(null);
    setActionErrors([]);
    resend.mutate(member.uuid, {
      onSuccess: () => setNotice(t`The invitation was sent to ${name} again.`),
      onError: (error) => setActionErrors(teamErrors(error)),
    });
  };
  const onRemove = (member: TeamMember) => {
    setNotice(null);
    setActionErrors([]);
    remove.reset();
    setRemoving({ member, key: crypto.randomUUID(), open: true });
  };
  const confirmRemove = () => {
    if (!removing) return;
    const name = fullName(removing.member);
    remove.mutate(
      { uuid: removing.member.uuid, key: removing.key },
      {
        onSuccess: () => {
          setRemoving((r) => (r ? { ...r, open: false } : r));
          setNotice(t`${name} was removed from the team.`);
        },
      },
    );
  };

  const rows: RowProps[] = members.map((member) => {
    const self = member.uuid === user.uuid;
    return {
      member,
      self,
      owner,
      menu: owner && !self ? <MemberMenu member={member} onResend={onResend} onRemove={onRemove} /> : null,
    };
  });

  return (
    <Stack gap="lg">
      <div className="team-head">
        <Title order={1}>
          <Trans>Team</Trans>
        </Title>
        {owner && wide && <AddMember meta={query.data?.meta} />}
      </div>
      {owner && !wide && <AddMember meta={query.data?.meta} />}
      {owner && query.data?.meta.can_add && query.data.meta.invite_code && (
        <InviteCodeCard code={query.data.meta.invite_code} />
      )}
      <div role="status">
        {notice && (
          <Alert color="green" variant="light">
            {notice}
          </Alert>
        )}
      </div>
      {actionErrors.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {actionErrors.map((m) => i18n._(m)).join(' ')}
        </Alert>
      )}
      <QueryState query={query} skeleton={<CardsSkeleton count={3} height={96} />}>
        {() =>
          rows.length === 0 ? (
            <Text>
              <Trans>No one on this page.</Trans>
            </Text>
          ) : wide ? (
            <MemberTable rows={rows} withActions={owner} />
          ) : (
            <MemberCards rows={rows} />
          )
        }
      </QueryState>
      <PageControls page={page} lastPage={query.data?.meta.last_page ?? 1} onPage={onPage} />
      {removing && (
        <RemoveMemberDialog
          opened={removing.open}
          name={fullName(removing.member)}
          busy={remove.isPending}
          errors={remove.isError ? teamErrors(remove.error) : []}
          onConfirm={confirmRemove}
          onClose={() => setRemoving((r) => (r ? { ...r, open: false } : r))}
        />
      )}
    </Stack>
  );
}
