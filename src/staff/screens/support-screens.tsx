import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { staffTicketDetail, staffTicketInbox, staffTicketReply, staffTicketResolve } from '#contract/staff-support.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { type Tone, ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { formatAge } from '../frame/format-age.ts';
import { ORDER_STATUS } from '../frame/order-labels.ts';
import { retrySafe, useRetryKey } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';

/**
 * New messages arrive without a reload: the open conversation asks again this often, so an installer's message
 * shows within the 5 s, the request's own time included (not while the tab is in the background).
 */
export const TICKET_POLL_MS = 2500;

const TICKET_STATUS: Record<1 | 2 | 3, { label: MessageDescriptor; tone: Tone }> = {
  1: { label: msg({ message: 'Waiting for staff', comment: 'A ticket status' }), tone: 'warning' },
  2: { label: msg({ message: 'In progress', comment: 'A ticket status' }), tone: 'info' },
  3: { label: msg({ message: 'Resolved', comment: 'A ticket status' }), tone: 'success' },
};

function TicketBadge({ status }: { status: 1 | 2 | 3 }) {
  const { i18n } = useLingui();
  return <ToneBadge tone={TICKET_STATUS[status].tone}>{i18n._(TICKET_STATUS[status].label)}</ToneBadge>;
}

/** The support inbox (support, admins): tickets by status, longest waiting first. */
export function SupportInboxScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Support inbox`);
  const [status, setStatus] = useState<1 | 2 | 3>(1);
  const inbox = useQuery({
    queryKey: staffKeys.tickets({ status }),
    queryFn: ({ signal }) => callStaff(staffTicketInbox, { query: { status: String(status) } as never, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Support inbox</Trans>
      </Title>
      <Paper withBorder radius="md" p="md" maw={420}>
        <NativeSelect
          label={t`Status`}
          size="md"
          value={String(status)}
          onChange={(event) => setStatus(Number(event.currentTarget.value) as 1 | 2 | 3)}
          data={([1, 2, 3] as const).map((s) => ({ value: String(s), label: i18n._(TICKET_STATUS[s].label) }))}
        />
      </Paper>
      <QueryState query={inbox} skeleton={<CardsSkeleton count={4} height={72} />}>
        {(answer) =>
          answer.data.length === 0 ? (
            <Text>
              <Trans>No tickets with this status.</Trans>
            </Text>
          ) : (
            <Stack gap="sm">
              {answer.data.map((row) => (
                <Paper key={row.uuid} withBorder radius="md" p="md">
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <ConsoleLink to={`/support/${row.uuid}`}>{row.title}</ConsoleLink>
                      <Text size="sm">
                        {row.installer.name} · {row.company.name}
                      </Text>
                      {row.last_message && (
                        <Text size="sm" c="dimmed" lineClamp={1}>
                          {row.last_message.message}
                        </Text>
                      )}
                    </Stack>
                    <Stack gap={4} align="flex-end">
                      <TicketBadge status={row.status} />
                      {row.waiting_hours > 0 && <Text size="sm">{formatAge(row.waiting_hours, i18n.locale)}</Text>}
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** One ticket: the conversation (new messages without reload), reply, resolve; the company's recent orders beside. */
export function TicketScreen() {
  const { t, i18n } = useLingui();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const detail = useQuery({
    queryKey: staffKeys.ticket(uuid),
    queryFn: ({ signal }) => callStaff(staffTicketDetail, { params: { uuid }, signal }),
    refetchInterval: TICKET_POLL_MS,
  });
  useConsoleTitle(detail.data?.ticket.title ?? t`Support inbox`);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const retry = useRetryKey();
  const reply = useMutation({
    mutationFn: () =>
      callStaff(staffTicketReply, { params: { uuid }, body: { message }, headers: retrySafe(retry.keyFor(message)) }),
    onSuccess: () => {
      retry.done();
      setMessage('');
      refresh();
    },
  });
  const resolve = useMutation({
    mutationFn: () => callStaff(staffTicketResolve, { params: { uuid } }),
    onSuccess: refresh,
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate();
  };
  return (
    <Stack gap="lg">
      <ConsoleLink to="/support">
        <Trans>Back to the support inbox</Trans>
      </ConsoleLink>
      <QueryState
        query={detail}
        skeleton={<CardsSkeleton count={3} height={90} />}
        notFound={<Trans>There is no such ticket.</Trans>}
      >
        {({ ticket, row, messages, recent_orders }) => (
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            <Stack gap="md" className="console-conversation">
              <Group justify="space-between" align="flex-start">
                <Title order={1}>{ticket.title}</Title>
                <TicketBadge status={ticket.status} />
              </Group>
              <Stack gap="sm" aria-live="polite">
                {messages.map((m) => (
                  <Paper
                    key={m.uuid}
                    withBorder
                    radius="md"
                    p="md"
                    className={m.sender === 'admin' ? 'console-message-staff' : undefined}
                  >
                    <Text size="sm" fw={700}>
                      {m.sender === 'admin' ? (m.admin_name ?? t`Staff`) : row.installer.name} ·{' '}
                      {formatDateTime(m.created_at, i18n.locale)}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Text>
                  </Paper>
                ))}
              </Stack>
              <form onSubmit={send} noValidate>
                <Stack gap="sm">
                  <Textarea
                    label={t`Your answer`}
                    autosize
                    minRows={3}
                    maxLength={5000}
                    value={message}
                    onChange={(event) => setMessage(event.currentTarget.value)}
                  />
                  <ErrorAlert messages={reply.isError ? staffErrorMessages(reply.error) : []} />
                  <ErrorAlert messages={resolve.isError ? staffErrorMessages(resolve.error) : []} />
                  <Group gap="sm">
                    <Button type="submit" loading={reply.isPending} disabled={message.trim() === ''}>
                      <Trans>Send the answer</Trans>
                    </Button>
                    {ticket.status !== 3 && (
                      <Button variant="default" loading={resolve.isPending} onClick={() => resolve.mutate()}>
                        <Trans>Mark resolved</Trans>
                      </Button>
                    )}
                  </Group>
                </Stack>
              </form>
            </Stack>
            <Stack gap="sm">
              <Paper withBorder radius="md" p="md">
                <Text fw={700}>{row.installer.name}</Text>
                {row.installer.email && <Text size="sm">{row.installer.email}</Text>}
                <Text size="sm">{row.company.name}</Text>
              </Paper>
              <Title order={2}>
                <Trans>Recent orders</Trans>
              </Title>
              {recent_orders.length === 0 ? (
                <Text size="sm">
                  <Trans>No orders yet.</Trans>
                </Text>
              ) : (
                recent_orders.map((order) => (
                  <Paper key={order.uuid} withBorder radius="md" p="sm">
                    <Group justify="space-between" gap="xs">
                      <Text size="sm" fw={700}>
                        {order.number}
                      </Text>
                      <ToneBadge tone={ORDER_STATUS[order.status].tone}>
                        {i18n._(ORDER_STATUS[order.status].label)}
                      </ToneBadge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatDateTime(order.created_at, i18n.locale)} · {i18n.number(order.points)}
                    </Text>
                  </Paper>
                ))
              )}
            </Stack>
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
