import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconHeadset } from '@tabler/icons-react';
import { type Mutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '#contract/support.ts';
import { QueryState } from '#src/components/query-state.tsx';
import { formatDate, formatDateTime } from '#src/lib/format/format-date.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { queuedWaitMessage } from '#src/lib/http/known-texts/uploads-and-writes.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { supportKeys, supportOutboxKeys } from '../api/support-keys.ts';
import { chatQuery, ticketQuery } from '../api/support-queries.ts';
import type { SupportMessageVars } from '../api/support-queued-writes.ts';
import { supportError } from '../lib/support-messages.ts';
import { MessageComposer } from './message-composer.tsx';
import { TicketStatusBadge } from './ticket-status.tsx';

interface Queued {
  mutation: Mutation;
  vars: SupportMessageVars;
  status: 'pending' | 'error';
  paused: boolean;
  error: unknown;
  /** Why the last try failed while it is tried again (e.g. too many messages in a minute). */
  failure: unknown;
}

/** This ticket's messages still in the outbox (waiting for signal, on their way, or refused). */
function useQueuedMessages(ticketUuid: string): Queued[] {
  const all = useMutationState({
    filters: {
      mutationKey: supportOutboxKeys.sendSupportMessage,
      predicate: (m) => m.state.status === 'pending' || m.state.status === 'error',
    },
    select: (m) => ({
      mutation: m as Mutation,
      vars: m.state.variables as SupportMessageVars,
      status: m.state.status as 'pending' | 'error',
      paused: m.state.isPaused,
      error: m.state.error,
      failure: m.state.failureReason,
    }),
  });
  return all.filter((q) => q.vars?.ticketUuid === ticketUuid);
}

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t, i18n } = useLingui();
  const fromSupport = message.sender === 'admin';
  const who = fromSupport
    ? t`Club support`
    : mine
      ? t({ message: 'You', context: 'support message sender' })
      : t({ message: 'Installer', context: 'support message sender' });
  return (
    <li className="support-message" data-sender={fromSupport ? 'support' : 'installer'}>
      <div className="support-bubble">
        <p className="support-bubble-who">
          {fromSupport && <IconHeadset size={16} aria-hidden />}
          {who}
        </p>
        <p className="support-bubble-text">{message.message}</p>
        <p className="support-bubble-time">
          <time dateTime={message.created_at}>{formatDateTime(message.created_at, i18n.locale)}</time>
        </p>
      </div>
    </li>
  );
}

function QueuedBubble({ queued }: { queued: Queued }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const refused = queued.status === 'error';
  const waiting = refused ? null : queuedWaitMessage(queued.failure);

  function sendAgain() {
    // The refusal is stored under the old key: another try is another request, with a new key.
    const next: SupportMessageVars = { ...queued.vars, ...queuedNow() };
    queryClient.getMutationCache().remove(queued.mutation);
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: supportOutboxKeys.sendSupportMessage })
      .execute(next)
      .catch(() => {});
  }

  return (
    <li className="support-message" data-sender="installer" data-queued={refused ? 'refused' : 'waiting'}>
      <div className="support-bubble">
        <p className="support-bubble-who">{t({ message: 'You', context: 'support message sender' })}</p>
        <p className="support-bubble-text">{queued.vars.message}</p>
        {refused ? (
          <Stack gap={6} mt={6}>
            <Text size="sm" fw={700} role="alert" className="support-bubble-refused">
              {t`Not sent:`} {i18n._(supportError(queued.error))}
            </Text>
            <Group gap="xs">
              {!(queued.error instanceof ApiError && queued.error.status === 404) && (
                <Button size="sm" h={44} variant="white" onClick={sendAgain}>
                  <Trans>Send again</Trans>
                </Button>
              )}
              <Button
                size="sm"
                h={44}
                variant="white"
                onClick={() => queryClient.getMutationCache().remove(queued.mutation)}
              >
                <Trans>Discard</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <p className="support-bubble-time support-bubble-waiting">
            <IconClockHour4 size={16} aria-hidden />
            {online && !queued.paused
              ? waiting
                ? i18n._(waiting)
                : t`Sending…`
              : t`Waiting for signal: it is sent when you are back online.`}
          </p>
        )}
      </div>
    </li>
  );
}

const CHAT_SKELETON = (
  <Stack gap="sm">
    <Skeleton h={72} w="70%" radius="lg" />
    <Skeleton h={56} w="60%" radius="lg" ml="auto" />
  </Stack>
);

/**
 * One ticket's conversation: its header (subject, status), the messages oldest first with the installer's and
 * support's apart, the messages still waiting in the outbox, and the message box. Polled while in the
 * foreground, so a support reply appears without a reload.
 */
export function Conversation({ uuid, headingOrder }: { uuid: string; headingOrder: 1 | 2 }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const ticket = useQuery(ticketQuery(uuid));
  const chat = useQuery(chatQuery(uuid));
  const user = useQuery(currentUserQuery());
  const queued = useQueuedMessages(uuid);
  usePageTitle(ticket.data?.title ?? t`Conversation`);

  const messages = chat.data?.data ?? [];
  const mine = ticket.data ? ticket.data.installer_uuid === user.data?.uuid : true;
  const lastUuid = messages.at(-1)?.uuid;
  const count = messages.length + queued.length;

  // A new message (a reply, or one of ours) refreshes the ticket's status and the list's order.
  const seenLast = useRef(lastUuid);
  useEffect(() => {
    if (seenLast.current !== undefined && lastUuid !== seenLast.current) {
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(uuid) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    }
    seenLast.current = lastUuid;
  }, [lastUuid, uuid, queryClient]);

  // Opening a conversation shows its end; so does each new message.
  const endRef = useRef<HTMLDivElement>(null);
  const shown = useRef(0);
  useEffect(() => {
    // After the router's own scroll to the top of a newly opened page.
    const timer = count > shown.current ? setTimeout(() => endRef.current?.scrollIntoView({ block: 'end' }), 60) : 0;
    shown.current = count;
    return () => clearTimeout(timer);
  }, [count]);

  const status = ticket.data?.status;
  return (
    <section className="support-conversation" aria-labelledby="support-conversation-title">
      <header className="support-conversation-head">
        {!ticket.data && (
          <Title order={headingOrder} id="support-conversation-title" size="h2">
            <Trans>Conversation</Trans>
          </Title>
        )}
        <QueryState
          query={ticket}
          inline
          skeleton={<Skeleton h={32} mt="sm" radius="md" />}
          notFound={<Trans>This conversation was not found. It may belong to another account.</Trans>}
        >
          {(shown) => (
            <>
              <Title
                order={headingOrder}
                id="support-conversation-title"
                size="h2"
                className="support-conversation-title"
              >
                {shown.title}
              </Title>
              <Group gap="sm" mt={6}>
                <TicketStatusBadge status={shown.status} />
                <Text size="sm" c="dimmed">
                  <Trans>Opened {formatDate(shown.created_at)}</Trans>
                </Text>
              </Group>
            </>
          )}
        </QueryState>
      </header>

      <div className="support-gap">
        {/* The messages show in the log below with those still in the outbox; a missing ticket is said above. */}
        <QueryState query={chat} inline copyAge={headingOrder === 1} skeleton={CHAT_SKELETON} notFound={null}>
          {() => null}
        </QueryState>
      </div>

      <div role="log" aria-label={t`Messages`} aria-live="polite">
        <ol className="support-messages">
          {messages.map((message) => (
            <Bubble key={message.uuid} message={message} mine={mine} />
          ))}
          {queued.map((q) => (
            <QueuedBubble key={q.vars.localId} queued={q} />
          ))}
        </ol>
      </div>
      <div ref={endRef} className="support-end" />

      {!(ticket.error instanceof ApiError && ticket.error.status === 404) && (
        <>
          {status === 3 && (
            <Text size="sm" c="dimmed" className="support-resolved-note">
              <Trans>This ticket is resolved. A new message opens it again.</Trans>
            </Text>
          )}
          <MessageComposer ticketUuid={uuid} />
        </>
      )}
    </section>
  );
}
