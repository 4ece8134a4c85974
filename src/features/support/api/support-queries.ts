import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chatMessages, TICKETS_PAGE_SIZE, type Ticket, ticketDetail, ticketList } from '#contract/support.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { supportKeys } from './support-keys.ts';

/**
 * How often an open conversation asks for new replies while the app is in the foreground: a staff answer shows
 * within 5 s of being sent (issue 26), the wait plus the request's own time. Only the open conversation polls,
 * and only while the tab is visible; a focused window asks at once.
 */
export const CHAT_POLL_MS = 2_500;
/** The list (statuses, latest activity) refreshes less often. */
export const LIST_POLL_MS = 30_000;

/** The ticket list, growing by TICKETS_PAGE_SIZE (10) with each "show more". */
export function ticketListQuery() {
  return infiniteQueryOptions({
    queryKey: supportKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      callApi(ticketList, { query: { page: String(pageParam), limit: String(TICKETS_PAGE_SIZE) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    refetchInterval: LIST_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The pages' tickets once each (a ticket that moved up while paging shows only where it first appeared). */
export function ticketsOf(pages: { data: Ticket[] }[] | undefined): Ticket[] {
  const seen = new Set<string>();
  const out: Ticket[] = [];
  for (const page of pages ?? [])
    for (const ticket of page.data) {
      if (seen.has(ticket.uuid)) continue;
      seen.add(ticket.uuid);
      out.push(ticket);
    }
  return out;
}

export function ticketQuery(uuid: string) {
  return queryOptions({
    queryKey: supportKeys.ticket(uuid),
    queryFn: ({ signal }) => callApi(ticketDetail, { params: { uuid }, signal }),
  });
}

/**
 * The conversation (the newest 1,000 messages, oldest first). Polled while the app is in the foreground, so a
 * support reply appears without a reload; a phone in a pocket (document hidden) does not poll.
 */
export function chatQuery(uuid: string) {
  return queryOptions({
    queryKey: supportKeys.chat(uuid),
    queryFn: ({ signal }) => callApi(chatMessages, { params: { uuid }, signal }),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
