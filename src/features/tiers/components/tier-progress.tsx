import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, type TitleOrder } from '@mantine/core';
import type { TierProgress as CategoryProgress, TierDefinition } from '#contract/tiers.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { ALL_PRODUCTS_CATEGORY } from '../tier-brackets.ts';
import { TierCategoryCard } from './tier-category-card.tsx';

export interface TierProgressProps {
  /** The region's definitions with their brackets (GET /v2/tiers, tierListQuery). */
  definitions: TierDefinition[];
  /** The company's progress per category (GET /v2/tiers/history, tierHistoryQuery); a missing category counts 0. */
  history: CategoryProgress[];
  /** The level of each category's heading (3 under a section's h2). */
  headingOrder?: TitleOrder;
}

/**
 * Tier progress per category, all products first: each category's brackets as a row of steps (filled, filling,
 * empty; the top bracket marks 100 %), the progress figure, every bracket's bonus and what the next one needs.
 */
export function TierProgress({ definitions, history, headingOrder = 3 }: TierProgressProps) {
  const shown = definitions
    .filter((d) => d.brackets.length > 0)
    .sort((a, b) => rank(a.tier_category) - rank(b.tier_category));
  const resetAt = shown[0]?.reset_at;
  const resetDate = resetAt ? formatDate(resetAt) : '';
  const progressOf = (id: number) => history.find((h) => h.tier_definition.id === id)?.progress ?? 0;
  return (
    <Stack gap="md">
      {resetDate && (
        <Text>
          <Trans>Products registered this year count. Progress starts again on {resetDate}.</Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" style={listReset}>
        {shown.map((definition) => (
          <li key={definition.id}>
            <TierCategoryCard
              definition={definition}
              progress={progressOf(definition.id)}
              headingOrder={headingOrder}
            />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const rank = (category: number) => (category === ALL_PRODUCTS_CATEGORY ? -1 : category);
const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
