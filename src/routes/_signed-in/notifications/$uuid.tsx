import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { notificationListQuery, notificationQuery } from '#src/features/notifications/api/notification-queries.ts';
import { NotificationsScreen } from '#src/features/notifications/components/notifications-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

const Search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

/** One notification: the detail page on a phone, the list with this one in the pane on a wide screen. */
export const Route = createFileRoute('/_signed-in/notifications/$uuid')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps }) =>
    Promise.all([
      prefetchReachable(queryClient, notificationQuery(params.uuid)),
      prefetchReachable(queryClient, notificationListQuery(deps.page)),
    ]),
  component: NotificationPage,
});

function NotificationPage() {
  const { uuid } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NotificationsScreen
      page={page}
      selected={uuid}
      onPage={(next) => void navigate({ to: '/notifications', search: { page: next > 1 ? next : undefined } })}
    />
  );
}
