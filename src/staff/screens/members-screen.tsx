import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Modal, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDots, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '#contract/call.ts';
import {
  type StaffMember,
  staffMemberActivate,
  staffMemberDeactivate,
  staffMemberInvite,
  staffMemberList,
  staffMemberResetPasskeys,
  staffMemberRevokeSessions,
  staffMemberRole,
} from '#contract/staff-members.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { ROLE_LABELS } from '../frame/role-label.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys, staffMeQuery } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';

type Action = { kind: 'role' | 'deactivate' | 'activate' | 'revoke' | 'passkeys'; member: StaffMember };

function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect
      label={t`Role`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as StaffRole)}
      data={STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
    />
  );
}

function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const invite = useMutation({
    mutationFn: () => callStaff(staffMemberInvite, { body: { email: email.trim(), name: name.trim(), role } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.members() });
      setEmail('');
      setName('');
      onClose();
    },
  });
  const close = () => {
    invite.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Invite a staff member`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans>They get an e-mail saying they may sign in at /staff with this address.</Trans>
          </Text>
          <TextInput
            label={t`Work e-mail`}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <TextInput
            label={t`Name`}
            autoComplete="off"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <RoleSelect value={role} onChange={setRole} />
          <ErrorAlert messages={invite.isError ? staffErrorMessages(invite.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={email.trim() === ''}>
              <Trans>Invite</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MemberActions({
  member,
  self,
  onAction,
}: {
  member: StaffMember;
  self: boolean;
  onAction: (a: Action) => void;
}) {
  const { t } = useLingui();
  const who = member.name || member.email;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="sm" h={44} aria-label={t`Actions for ${who}`}>
          <IconDots size={20} aria-hidden />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {!self && (
          <Menu.Item onClick={() => onAction({ kind: 'role', member })}>
            <Trans>Change the role</Trans>
          </Menu.Item>
        )}
        {member.open_sessions > 0 && (
          <Menu.Item onClick={() => onAction({ kind: 'revoke', member })}>
            <Trans>End their sessions</Trans>
          </Menu.Item>
        )}
        {!self && member.passkeys > 0 && (
          <Menu.Item onClick={() => onAction({ kind: 'passkeys', member })}>
            <Trans>Reset their passkeys</Trans>
          </Menu.Item>
        )}
        {!self && member.active && (
          <Menu.Item color="red" onClick={() => onAction({ kind: 'deactivate', member })}>
            <Trans>Deactivate</Trans>
          </Menu.Item>
        )}
        {!member.active && (
          <Menu.Item onClick={() => onAction({ kind: 'activate', member })}>
            <Trans>Activate again</Trans>
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function Status({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  return member.active ? (
    <ToneBadge tone="success">{t`Active`}</ToneBadge>
  ) : (
    <ToneBadge tone="neutral">{t`Deactivated`}</ToneBadge>
  );
}

function ActionFor({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRole>(action?.member.role ?? 'support');
  if (!action) return null;
  const { member } = action;
  const who = member.name || member.email;
  const params = { uuid: member.uuid };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const common = { opened: true, onClose, onDone: refresh };
  switch (action.kind) {
    case 'role':
      return (
        <ActionDialog
          {...common}
          title={t`Change the role of ${who}`}
          confirmLabel={t`Change the role`}
          fields={role}
          action={(reason, key) =>
            callStaff(staffMemberRole, { params, body: { role, reason: reason || undefined }, headers: retrySafe(key) })
          }
        >
          <RoleSelect value={role} onChange={setRole} />
        </ActionDialog>
      );
    case 'deactivate':
      return (
        <ActionDialog
          {...common}
          danger
          title={t`Deactivate ${who}`}
          description={<Text>{t`Their sessions end now and they can no longer sign in.`}</Text>}
          confirmLabel={t`Deactivate`}
          action={(reason, key) =>
            callStaff(staffMemberDeactivate, { params, body: { reason: reason || undefined }, headers: retrySafe(key) })
          }
        />
      );
    case 'activate':
      return (
        <ActionDialog
          {...common}
          title={t`Activate ${who} again`}
          description={<Text>{t`They may sign in again with their e-mail.`}</Text>}
          confirmLabel={t`Activate again`}
          action={(reason, key) =>
            callStaff(staffMemberActivate, { params, body: { reason: reason || undefined }, headers: retrySafe(key) })
          }
        />
      );
    case 'revoke':
      return (
        <ActionDialog
          {...common}
          title={t`End the sessions of ${who}`}
          description={
            <Text>{t`Every browser they are signed in on is signed out (a lost laptop). They may sign in again.`}</Text>
          }
          confirmLabel={t`End their sessions`}
          action={(reason, key) =>
            callStaff(staffMemberRevokeSessions, {
              params,
              body: { reason: reason || undefined },
              headers: retrySafe(key),
            })
          }
        />
      );
    case 'passkeys':
      return (
        <ActionDialog
          {...common}
          reason="required"
          title={t`Reset the passkeys of ${who}`}
          description={
            <Text>{t`For a lost phone or laptop: their passkeys are forgotten and their sessions end. After their next e-mail code they add a new passkey.`}</Text>
          }
          confirmLabel={t`Reset their passkeys`}
          action={(reason, key) =>
            callStaff(staffMemberResetPasskeys, { params, body: { reason }, headers: retrySafe(key) })
          }
        />
      );
  }
}

/**
 * Staff members (admins): who may use the console with which role; invite, change roles, deactivate, end sessions,
 * reset lost passkeys.
 */
export function MembersScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Staff members`);
  const me = useQuery(staffMeQuery());
  const members = useQuery({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) => callStaff(staffMemberList, { signal }),
  });
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const lastSignIn = (member: StaffMember) =>
    member.last_signed_in_at ? formatDateTime(member.last_signed_in_at, i18n.locale) : t`Never`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>Staff members</Trans>
        </Title>
        <Button leftSection={<IconUserPlus size={20} aria-hidden />} onClick={() => setInviting(true)}>
          <Trans>Invite a staff member</Trans>
        </Button>
      </Group>
      <QueryState query={members} skeleton={<CardsSkeleton count={4} height={56} />}>
        {(list) =>
          list.length === 0 ? (
            <Text>
              <Trans>No staff members yet.</Trans>
            </Text>
          ) : (
            <>
              <Table className="console-wide-only" striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Name`}</Table.Th>
                    <Table.Th>{t`E-mail`}</Table.Th>
                    <Table.Th>{t`Role`}</Table.Th>
                    <Table.Th>{t`Status`}</Table.Th>
                    <Table.Th>{t`Last sign-in`}</Table.Th>
                    <Table.Th>{t`Open sessions`}</Table.Th>
                    <Table.Th>{t`Passkeys`}</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">{t`Actions`}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((member) => (
                    <Table.Tr key={member.uuid}>
                      <Table.Td>{member.name || '—'}</Table.Td>
                      <Table.Td>{member.email}</Table.Td>
                      <Table.Td>{i18n._(ROLE_LABELS[member.role])}</Table.Td>
                      <Table.Td>
                        <Status member={member} />
                      </Table.Td>
                      <Table.Td>{lastSignIn(member)}</Table.Td>
                      <Table.Td>{i18n.number(member.open_sessions)}</Table.Td>
                      <Table.Td>{i18n.number(member.passkeys)}</Table.Td>
                      <Table.Td>
                        <MemberActions member={member} self={member.uuid === me.data?.uuid} onAction={setAction} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Stack className="console-narrow-only" gap="sm">
                {list.map((member) => (
                  <Paper key={member.uuid} withBorder radius="md" p="md">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Text fw={700}>{member.name || member.email}</Text>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {member.email}
                        </Text>
                        <Group gap="xs">
                          <ToneBadge tone="info">{i18n._(ROLE_LABELS[member.role])}</ToneBadge>
                          <Status member={member} />
                        </Group>
                        <Text size="sm" c="dimmed">
                          {t`Last sign-in`}: {lastSignIn(member)} · {t`Passkeys`}: {i18n.number(member.passkeys)}
                        </Text>
                      </Stack>
                      <MemberActions member={member} self={member.uuid === me.data?.uuid} onAction={setAction} />
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </>
          )
        }
      </QueryState>
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
      <ActionFor
        key={action ? `${action.kind}-${action.member.uuid}` : 'none'}
        action={action}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
