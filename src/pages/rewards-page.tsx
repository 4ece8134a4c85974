import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { TapToPlayVideo } from '#src/components/tap-to-play-video.tsx';
import { settingsQuery } from '#src/features/home/api/home-queries.ts';
import { behaviourListQuery } from '#src/features/rewards/api/behaviour-queries.ts';
import { earningBehaviours } from '#src/features/rewards/behaviour-points.ts';
import { BehaviourList } from '#src/features/rewards/components/behaviour-list.tsx';
import { RewardsSteps } from '#src/features/rewards/components/rewards-steps.tsx';
import { TierProgressSection } from '#src/features/tiers/components/tier-progress-section.tsx';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

/** How the club rewards work: the region's video, four steps, tier progress (installers) and ways to earn points. */
export function RewardsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Rewards`);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const settings = useQuery(settingsQuery());
  const behaviours = useQuery(behaviourListQuery());
  const decor = !hasTiers(user.role.id);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={1}>
            <Trans>Rewards</Trans>
          </Title>
          <Text fz="lg">
            <Trans>Every product you install and register earns points for your company.</Trans>
          </Text>
          <Text>
            {decor ? (
              <Trans>Spend the points in the club shop on vouchers, tools and marketing materials.</Trans>
            ) : (
              <Trans>
                Spend the points in the club shop, and climb the levels during the year for bonus points on top.
              </Trans>
            )}
          </Text>
        </Stack>
        <QueryState query={settings} inline skeleton={<CardsSkeleton height={200} />}>
          {({ rewards_video: video }) =>
            video && <TapToPlayVideo youtubeId={video} title={t`How the Installer Club works`} />
          }
        </QueryState>
      </SimpleGrid>
      <Section id="rewards-steps" title={t`How it works`}>
        <RewardsSteps />
      </Section>
      <TierProgressSection companyUuid={user.company.uuid} decor={decor} headingId="rewards-tiers" />
      <Section id="rewards-behaviours" title={t`Ways to earn points`}>
        <QueryState query={behaviours} inline skeleton={<CardsSkeleton height={160} />}>
          {({ data }) => {
            const earning = earningBehaviours(data);
            return earning.length > 0 ? (
              <BehaviourList behaviours={earning} label={t`Ways to earn points`} />
            ) : (
              <Text>
                <Trans>No ways to earn extra points in your region at the moment.</Trans>
              </Text>
            );
          }}
        </QueryState>
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
