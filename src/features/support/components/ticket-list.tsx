import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Ticket } from '#contract/support.ts';
import { CardsSkeleton, QueryState, type StateQuery } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { TicketStatusBadge } from './ticket-status.tsx';

export interface TicketListQuery extends StateQuery<unknown> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
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
  return (
    <QueryState query={query} skeleton={<CardsSkeleton count={3} height={96} />}>
      {/* With no ticket yet the screen opens the new-ticket form instead. */}
      {() => tickets.length > 0 && <Tickets tickets={tickets} current={current} query={query} />}
    </QueryState>
  );
}

function Tickets({
  tickets,
  current,
  query,
}: {
  tickets: Ticket[];
  current: string | undefined;
  query: TicketListQuery;
}) {
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
