import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { TierDefinition } from '#contract/tiers.ts';
import { categoryLadder } from '../tier-brackets.ts';
import { TIER_CATEGORY_NAMES } from './tier-category-names.ts';
import { TierSteps } from './tier-steps.tsx';

/** One category: the progress figure, the brackets as steps and what the next bracket still needs. */
export function TierCategoryCard({
  definition,
  progress,
  headingOrder,
}: {
  definition: TierDefinition;
  progress: number;
  headingOrder: TitleOrder;
}) {
  const { t, i18n } = useLingui();
  // The server answers the tier's name in the app's language (staff may rename it, decision 0291).
  const known = TIER_CATEGORY_NAMES[definition.tier_category];
  const name = definition.name.trim() || (known ? i18n._(known) : '');
  const ladder = categoryLadder(definition.brackets, progress);
  const percent = i18n.number(ladder.percent / 100, { style: 'percent' });
  const { next, missing } = ladder;
  const nextLevel = next?.level ?? 0;
  const bonus = next?.points ?? 0;
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={headingOrder} size="h4">
            {name}
          </Title>
          <span className="tone-badge" data-tone={ladder.percent === 100 ? 'success' : 'info'}>
            <Trans>{percent} of the top level</Trans>
          </span>
        </Group>
        <Group gap={8} align="baseline" wrap="nowrap">
          <Text fz={32} fw={800} lh={1.1}>
            {i18n.number(progress)}
          </Text>
          <Text>
            <Plural value={progress} one="product this year" other="products this year" />
          </Text>
        </Group>
        <TierSteps steps={ladder.steps} progress={progress} label={t`Levels: ${name}`} />
        {next ? (
          <Text>
            <Plural
              value={missing}
              one={`# more product to reach level ${nextLevel}.`}
              other={`# more products to reach level ${nextLevel}.`}
            />{' '}
            {next.points > 0 && <Plural value={bonus} one="Its bonus: # point." other="Its bonus: # points." />}
          </Text>
        ) : (
          <Text fw={700}>
            <Trans>Top level reached.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
