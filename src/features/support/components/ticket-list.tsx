import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Ticket } from '#contract/support.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { TicketStatusBadge } from './ticket-status.tsx';

export interface TicketListQuery {
  isPending: boolean;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

function TicketCard({ ticket, current }: { ticket: Ticket; current: boolean }) {
  const { t } = useLingui();
  const last = ticket.last_message;
  return (
    <Link
      to="/support/chat/$uuid"
      params={{ uuid: ticket.uuid }}
      className="support-ticket-card"
      aria-current={current ? 'page' : undefined}
      data-current={current || undefined}
    >
      <span className="support-ticket-top">
        <span className="support-ticket-title">{ticket.title}</span>
        <TicketStatusBadge status={ticket.status} />
      </span>
      {last && (
        <span className="support-ticket-last">
          <span className="support-ticket-who">
            {last.sender === 'admin' ? t`Support:` : t({ message: 'Installer:', context: 'support message sender' })}
          </span>{' '}
          {last.message}
        </span>
      )}
      <span className="support-ticket-date">{formatDate(ticket.updated_at)}</span>
    </Link>
  );
}

/** The tickets as cards, the newest activity first, growing by 10 with "Show more"; the open one is marked. */
export function TicketList({
  tickets,
  current,
  query,
}: {
  tickets: Ticket[];
  current: string | undefined;
  query: TicketListQuery;
}) {
  const { t } = useLingui();
  if (tickets.length === 0) {
    if (query.isPending && query.fetchStatus === 'fetching')
      return (
        <Stack role="status" aria-label={t`Loading your tickets`} gap="sm">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      );
    if (query.isPending && query.fetchStatus === 'paused')
      return (
        <Text role="status">
          <Trans>Your tickets are not saved on this device yet. They will load when the signal is back.</Trans>
        </Text>
      );
    if (query.isError)
      return (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text>
            <Trans>Your tickets could not be loaded.</Trans>
          </Text>
          <Button variant="light" h={44} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      );
    return null;
  }
  return (
    <Stack gap="sm">
      <ul className="support-ticket-list">
        {tickets.map((ticket) => (
          <li key={ticket.uuid}>
            <TicketCard ticket={ticket} current={ticket.uuid === current} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="default"
          h={48}
          leftSection={<IconChevronDown size={20} aria-hidden />}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show more tickets</Trans>
        </Button>
      )}
    </Stack>
  );
}
