import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { notificationListQuery } from '#src/features/notifications/api/notification-queries.ts';
import { NotificationsScreen } from '#src/features/notifications/components/notifications-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

const NotificationsSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_signed-in/notifications/')({
  validateSearch: (search) => v.parse(NotificationsSearch, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => prefetchReachable(queryClient, notificationListQuery(deps.page)),
  component: NotificationsPage,
});

function NotificationsPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NotificationsScreen
      page={page}
      onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
