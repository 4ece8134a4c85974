import { useWideScreen } from '#src/lib/wide-screen.ts';
import './support.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { ticketListQuery, ticketsOf } from '../api/support-queries.ts';
import { Conversation } from './conversation.tsx';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketList } from './ticket-list.tsx';

export type SupportView = { kind: 'list' } | { kind: 'new' } | { kind: 'ticket'; uuid: string };

/**
 * The support chat (docs/decisions/0196): on a phone the ticket list and a conversation are separate pages; on
 * a wide screen the list sits beside the open conversation (at /support/chat, the most recent one). With no
 * ticket yet the new-ticket form opens instead of an empty list.
 */
export function SupportChatScreen({ view }: { view: SupportView }) {
  const { t } = useLingui();
  const wide = useWideScreen();
  // A phone showing one conversation has no list on screen: it neither loads nor polls it.
  const list = useInfiniteQuery({ ...ticketListQuery(), enabled: wide || view.kind !== 'ticket' });
  const tickets = ticketsOf(list.data?.pages);
  const none = list.isSuccess && tickets.length === 0;

  const pane: 'form' | { uuid: string } | null =
    view.kind === 'new' || (view.kind === 'list' && none)
      ? 'form'
      : view.kind === 'ticket'
        ? { uuid: view.uuid }
        : wide && tickets[0]
          ? { uuid: tickets[0].uuid }
          : null;
  const showList = (wide || view.kind === 'list') && !(none && view.kind !== 'ticket');
  const current = pane && pane !== 'form' ? pane.uuid : undefined;
  const paneHeading = showList ? 2 : 1;
  usePageTitle(pane === null || pane === 'form' ? (pane === 'form' ? t`New ticket` : t`Support`) : undefined);

  return (
    <div className="support-screen" data-split={(showList && pane !== null) || undefined}>
      {showList && (
        <div className="support-list-column">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm" mb="md">
            <Title order={1}>
              <Trans>Support</Trans>
            </Title>
            <Button
              component={Link}
              to="/support/chat/new"
              h={48}
              variant={view.kind === 'new' ? 'filled' : 'light'}
              leftSection={<IconPlus size={20} aria-hidden />}
            >
              <Trans>New ticket</Trans>
            </Button>
          </Group>
          <nav aria-label={t`Your tickets`}>
            <TicketList tickets={tickets} current={current} query={list} />
          </nav>
        </div>
      )}
      {pane !== null && (
        <div className="support-pane">
          {pane === 'form' ? (
            <NewTicketForm headingOrder={paneHeading} first={none} />
          ) : (
            <Conversation key={pane.uuid} uuid={pane.uuid} headingOrder={paneHeading} />
          )}
        </div>
      )}
    </div>
  );
}
