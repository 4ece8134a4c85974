import { Trans } from '@lingui/react/macro';
import { Stack, Title, type TitleOrder } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { tierHistoryQuery, tierListQuery } from '../api/tier-queries.ts';
import { TierProgress } from './tier-progress.tsx';

export interface TierProgressSectionProps {
  companyUuid: string;
  /** Decor users have no tiers (spec section 6): nothing is fetched or shown. */
  decor: boolean;
  /** The section heading's level; the categories' headings sit one below. */
  headingOrder?: 2 | 3 | 4 | 5;
  /** Id of the heading that names the region; unique on the page. */
  headingId?: string;
}

const TIERS_SKELETON = <CardsSkeleton height={220} />;

/**
 * The "Tier progress" region with its own loading, offline and error states; hidden for decor users and where the
 * region has no tiers.
 */
export function TierProgressSection({
  companyUuid,
  decor,
  headingOrder = 2,
  headingId = 'tier-progress',
}: TierProgressSectionProps) {
  const definitions = useQuery({ ...tierListQuery(), enabled: !decor });
  const history = useQuery({ ...tierHistoryQuery(companyUuid), enabled: !decor });
  if (decor) return null;
  if (definitions.data && !definitions.data.data.some((d) => d.brackets.length > 0)) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h3" id={headingId}>
        <Trans>Tier progress</Trans>
      </Title>
      <QueryState query={definitions} inline skeleton={TIERS_SKELETON}>
        {({ data: tiers }) => (
          <QueryState query={history} inline skeleton={TIERS_SKELETON}>
            {({ data: past }) => (
              <TierProgress definitions={tiers} history={past} headingOrder={(headingOrder + 1) as TitleOrder} />
            )}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}
