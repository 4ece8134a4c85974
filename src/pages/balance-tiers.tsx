import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TierDefinition, TierProgress } from '#contract/tiers.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { BalanceFold } from '#src/features/points/components/balance-fold.tsx';
import { tierHistoryQuery, tierListQuery } from '#src/features/tiers/api/tier-queries.ts';
import { TierCategoryCard } from '#src/features/tiers/components/tier-category-card.tsx';
import { ALL_PRODUCTS_CATEGORY } from '#src/features/tiers/tier-brackets.ts';
import { formatDate } from '#src/lib/format/format-date.ts';

const SKELETON = <CardsSkeleton height={220} />;
const rank = (category: number) => (category === ALL_PRODUCTS_CATEGORY ? -1 : category);
const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * The balance's tier progress: the headline category (all products) in view, the other categories folded under it.
 * Nothing for decor users or where the region has no tiers (as the rewards page's section).
 */
export function BalanceTiers({ companyUuid, decor }: { companyUuid: string; decor: boolean }) {
  const definitions = useQuery({ ...tierListQuery(), enabled: !decor });
  const history = useQuery({ ...tierHistoryQuery(companyUuid), enabled: !decor });
  if (decor) return null;
  const shown = (definitions.data?.data ?? [])
    .filter((d) => d.brackets.length > 0)
    .sort((a, b) => rank(a.tier_category) - rank(b.tier_category));
  if (definitions.data && shown.length === 0) return null;
  const [headline, ...others] = shown;
  const resetAt = headline?.reset_at;
  const resetDate = resetAt ? formatDate(resetAt).replaceAll(' ', '\u00a0') : '';
  return (
    <BalanceFold
      headingId="balance-tiers"
      title={<Trans>Tier progress</Trans>}
      foldable={others.length > 0}
      gist={
        <QueryState query={definitions} inline skeleton={SKELETON}>
          {() => (
            <QueryState query={history} inline skeleton={SKELETON}>
              {({ data: past }) => (
                <Stack gap="sm">
                  {resetDate && (
                    <Text>
                      <Trans>Products registered this year count. Progress starts again on {resetDate}.</Trans>
                    </Text>
                  )}
                  {headline && <Categories definitions={[headline]} history={past} />}
                </Stack>
              )}
            </QueryState>
          )}
        </QueryState>
      }
    >
      {history.data && others.length > 0 && <Categories definitions={others} history={history.data.data} />}
    </BalanceFold>
  );
}

function Categories({ definitions, history }: { definitions: TierDefinition[]; history: TierProgress[] }) {
  const progressOf = (id: number) => history.find((h) => h.tier_definition.id === id)?.progress ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" style={listReset}>
      {definitions.map((definition) => (
        <li key={definition.id}>
          <TierCategoryCard definition={definition} progress={progressOf(definition.id)} headingOrder={3} />
        </li>
      ))}
    </SimpleGrid>
  );
}
