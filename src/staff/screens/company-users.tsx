import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as v from 'valibot';
import type { StaffRole } from '#contract/call.ts';
import type { EmulationSession } from '#contract/emulation.ts';
import {
  type StaffUser,
  staffEmulationEnd,
  staffEmulationStart,
  staffUserBlock,
  staffUserInvitation,
  staffUserUnblock,
} from '#contract/staff-companies.ts';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { COMPANY_REASON_MAX, installerRole, mayMake } from '../frame/company-labels.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { EmulationNotice, openEmulation } from './company-emulation.tsx';

type User = v.InferOutput<typeof StaffUser>;
type Kind = 'block' | 'unblock' | 'invite' | 'emulate' | 'end';

function UserActions({ user, role, onAction }: { user: User; role: StaffRole | null; onAction: (kind: Kind) => void }) {
  const { t } = useLingui();
  const name = user.name;
  const items: { kind: Kind; label: string; danger?: boolean }[] = [];
  if (user.active && mayMake(staffUserInvitation, role))
    items.push({ kind: 'invite', label: t`Resend the invitation` });
  if (user.active && mayMake(staffEmulationStart, role)) items.push({ kind: 'emulate', label: t`Emulate` });
  if (mayMake(staffEmulationEnd, role)) items.push({ kind: 'end', label: t`End emulation` });
  if (user.active && mayMake(staffUserBlock, role)) items.push({ kind: 'block', label: t`Block`, danger: true });
  if (!user.active && mayMake(staffUserUnblock, role)) items.push({ kind: 'unblock', label: t`Unblock` });
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button variant="default" size="sm" h={44} aria-label={t`Actions for ${name}`}>
          <IconDots size={20} aria-hidden />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.kind}
            mih={44}
            color={item.danger ? 'red' : undefined}
            onClick={() => onAction(item.kind)}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function Status({ user }: { user: User }) {
  const { t } = useLingui();
  return user.active ? (
    <ToneBadge tone="success">{t`Active`}</ToneBadge>
  ) : (
    <ToneBadge tone="danger">{t`Blocked`}</ToneBadge>
  );
}

function ActionFor({
  kind,
  user,
  onClose,
  onDone,
}: {
  kind: Kind;
  user: User;
  onClose: () => void;
  onDone: (kind: Kind, answer: unknown) => void;
}) {
  const { t } = useLingui();
  const name = user.name;
  const params = { uuid: user.uuid };
  const common = { onClose, onDone: (answer: unknown) => onDone(kind, answer) };
  if (kind === 'block')
    return (
      <ActionDialog
        {...common}
        title={t`Block ${name}`}
        description={
          <Text>{t`They are signed out at once, everywhere, and cannot sign in until they are unblocked.`}</Text>
        }
        confirmLabel={t`Block`}
        reason="required"
        reasonMax={COMPANY_REASON_MAX}
        danger
        action={(reason, key) => callStaff(staffUserBlock, { params, body: { reason }, headers: retrySafe(key) })}
      />
    );
  if (kind === 'unblock')
    return (
      <ActionDialog
        {...common}
        title={t`Unblock ${name}`}
        description={<Text>{t`They may sign in again.`}</Text>}
        confirmLabel={t`Unblock`}
        reason="optional"
        reasonMax={COMPANY_REASON_MAX}
        action={(reason, key) =>
          callStaff(staffUserUnblock, { params, body: reason ? { reason } : {}, headers: retrySafe(key) })
        }
      />
    );
  if (kind === 'invite')
    return (
      <ActionDialog
        {...common}
        title={t`Resend the invitation to ${name}`}
        description={<Text>{t`They get the club’s invitation again, signed with your name.`}</Text>}
        confirmLabel={t`Send the invitation`}
        reason="none"
        action={(_reason, key) => callStaff(staffUserInvitation, { params, headers: retrySafe(key) })}
      />
    );
  if (kind === 'emulate')
    return (
      <ActionDialog
        {...common}
        title={t`Emulate ${name}`}
        description={
          <Text>
            {t`The installer app opens in a new tab as them for 60 minutes, with a banner naming you. Whatever you do there, you do as them.`}
          </Text>
        }
        confirmLabel={t`Start the emulation`}
        reason="required"
        reasonMax={COMPANY_REASON_MAX}
        danger
        action={(reason, key) => callStaff(staffEmulationStart, { params, body: { reason }, headers: retrySafe(key) })}
      />
    );
  return (
    <ActionDialog
      {...common}
      title={t`End the emulation of ${name}`}
      description={
        <Text>{t`Every running emulation of them ends at once: an app open as them signs out at its next call.`}</Text>
      }
      confirmLabel={t`End the emulation`}
      reason="none"
      danger
      action={(_reason, key) => callStaff(staffEmulationEnd, { params, headers: retrySafe(key) })}
    />
  );
}

/** A company's users: who, how to reach them, role, active or blocked, last active; and what staff may do to each. */
export function CompanyUsers({ users, role }: { users: User[]; role: StaffRole | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<{ kind: Kind; user: User } | null>(null);
  const [emulation, setEmulation] = useState<EmulationSession | null>(null);
  const [notice, setNotice] = useState('');
  const lastActive = (user: User) =>
    user.last_active_at ? formatDateTime(user.last_active_at, i18n.locale) : t`Never`;
  const done = (kind: Kind, answer: unknown, user: User) => {
    const name = user.name;
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    if (kind === 'emulate') {
      setEmulation(answer as EmulationSession);
      openEmulation(answer as EmulationSession);
      setNotice('');
    } else if (kind === 'end') {
      const ended = (answer as { ended: number }).ended;
      if (emulation?.user.uuid === user.uuid) setEmulation(null);
      setNotice(ended === 0 ? t`${name} had no running emulation.` : t`Emulations of ${name} ended: ${ended}.`);
    } else if (kind === 'invite') setNotice(t`The invitation to ${name} is on its way.`);
    else if (kind === 'block') setNotice(t`${name} is blocked.`);
    else setNotice(t`${name} may sign in again.`);
  };
  const actions = (user: User) => (
    <UserActions user={user} role={role} onAction={(kind) => setAction({ kind, user })} />
  );
  const contact = (user: User) => [user.email, user.phone].filter(Boolean).join(' · ') || '—';
  const emulated = emulation ? users.find((u) => u.uuid === emulation.user.uuid) : undefined;

  return (
    <Stack gap="md" component="section" aria-labelledby="company-users">
      <Title order={2} id="company-users">
        <Trans>Users</Trans>
      </Title>
      <Text role="status" fw={600}>
        {notice}
      </Text>
      {emulation && emulated && (
        <EmulationNotice session={emulation} onEnd={() => setAction({ kind: 'end', user: emulated })} />
      )}
      <Table className="console-wide-only" striped verticalSpacing="sm" aria-label={t`Users`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Name`}</Table.Th>
            <Table.Th>{t`E-mail and phone`}</Table.Th>
            <Table.Th>{t`Role`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Last active`}</Table.Th>
            <Table.Th>
              <span className="visually-hidden">{t`Actions`}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.uuid}>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td className="console-change">{contact(user)}</Table.Td>
              <Table.Td>{i18n._(installerRole(user.role))}</Table.Td>
              <Table.Td>
                <Status user={user} />
              </Table.Td>
              <Table.Td>{lastActive(user)}</Table.Td>
              <Table.Td>{actions(user)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack className="console-narrow-only" gap="sm" component="ul" aria-label={t`Users`} p={0} m={0}>
        {users.map((user) => (
          <Paper key={user.uuid} component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} miw={0}>
                <Text fw={700}>{user.name}</Text>
                <Text size="sm" className="console-change">
                  {contact(user)}
                </Text>
                <Group gap="xs">
                  <Status user={user} />
                  <Text size="sm">{i18n._(installerRole(user.role))}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  <Trans>Last active</Trans>: {lastActive(user)}
                </Text>
              </Stack>
              {actions(user)}
            </Group>
          </Paper>
        ))}
      </Stack>
      {action && (
        <ActionFor
          kind={action.kind}
          user={action.user}
          onClose={() => setAction(null)}
          onDone={(kind, answer) => done(kind, answer, action.user)}
        />
      )}
    </Stack>
  );
}
