import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { shopCategoriesQuery, shopProductsQuery } from '#src/features/shop/api/shop-queries.ts';
import { ShopScreen } from '#src/features/shop/components/shop-screen.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';

const Search = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

/** Window scans this year a Polish company needs before the club card is offered. */
const CARD_PROMO_SCANS = 10;

export const Route = createFileRoute('/_signed-in/shop/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      prefetchReachable(queryClient, shopCategoriesQuery()),
      prefetchReachable(queryClient, shopProductsQuery(deps.category, deps.page)),
    ]),
  component: ShopPage,
});

function ShopPage() {
  const { category, page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useQuery(currentUserQuery()).data;
  const points = useQuery({ ...pointsSummaryQuery(user?.company.uuid ?? ''), enabled: !!user }).data;
  const company = user?.company;
  const showCardPromo =
    user?.region.slug === 'pl' &&
    !!company &&
    !company.pending_edenred_card &&
    company.has_edenred_card !== 1 &&
    (points?.scans.current_year ?? 0) >= CARD_PROMO_SCANS;
  return (
    <ShopScreen
      category={category}
      page={page}
      onPage={(next) => void navigate({ search: { category, page: next > 1 ? next : undefined } })}
      emailVerified={!user || user.verified_email_at !== null}
      showCardPromo={showCardPromo}
    />
  );
}
