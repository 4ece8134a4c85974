import '#src/features/home/components/home.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { IconClipboardList, IconCoins, IconShoppingBag } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import {
  latestContentQuery,
  settingsQuery,
  shopTeasersQuery,
  stickyNewsQuery,
} from '#src/features/home/api/home-queries.ts';
import { BasicPointsTable } from '#src/features/home/components/basic-points-table.tsx';
import { HeroSlider, type Slide } from '#src/features/home/components/hero-slider.tsx';
import {
  ClubCardShippedNotice,
  EmailVerificationWarning,
  ExpiringPointsWarning,
  WelcomeBanner,
} from '#src/features/home/components/home-notices.tsx';
import { NextAction } from '#src/features/home/components/next-action.tsx';
import { StandingCard } from '#src/features/home/components/standing-card.tsx';
import { basicPointsQuery } from '#src/features/points/api/points-queries.ts';
import { ExpiringPointsModal } from '#src/features/points/components/expiring-points-modal.tsx';
import { TierNextStep } from '#src/features/tiers/components/tier-next-step.tsx';
import { hasTiers } from '#src/features/tiers/tier-access.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { HomeSection, NewsTeasers, ProductTeasers, VideoTeasers } from './home-teasers.tsx';

const DEFAULT_WELCOME_POINTS = 20;

export function HomeScreen() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const summary = useQuery(pointsSummaryQuery(user.company.uuid));
  const settings = useQuery(settingsQuery());
  const sticky = useQuery(stickyNewsQuery());
  const basic = useQuery(basicPointsQuery());
  const vouchers = useQuery(shopTeasersQuery('vouchers'));
  const products = useQuery(shopTeasersQuery('sticky'));
  const news = useQuery(latestContentQuery('news'));
  const tutorials = useQuery(latestContentQuery('tutorial'));
  const decor = !hasTiers(user.role.id);
  // The specification's 2 vouchers and 4 featured products, in one row that scrolls sideways (decision 0284).
  const shopTeasers = [...(vouchers.data?.data ?? []), ...(products.data?.data ?? [])].filter(
    (product, index, all) => all.findIndex((other) => other.uuid === product.uuid) === index,
  );
  const firstName = user.name;
  const welcomePoints = settings.data?.behaviours[String(user.region.id)]?.welcome_points ?? DEFAULT_WELCOME_POINTS;

  const slides: Slide[] = [
    ...(settings.data?.hero_images ?? [])
      .filter((hero) => hero.isActive)
      .map((hero) => ({
        key: `hero-${hero.uuid}`,
        image: hero.image,
        title: hero.title,
        showTitle: hero.showContent,
        to: hero.link,
      })),
    ...(sticky.data?.data ?? [])
      .filter((item) => item.media)
      .slice(0, 5)
      .map((item) => ({
        key: `news-${item.uuid}`,
        image: item.media!.l,
        title: item.content.title,
        showTitle: true,
        to: `/news/${item.uuid}`,
      })),
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Hello, {firstName}!</Trans>
      </Title>
      {(settings.data || settings.isError) && (
        <WelcomeBanner user={user} welcomePoints={welcomePoints} held={summary.data?.points.held} />
      )}
      {summary.data && <ExpiringPointsModal user={user} toExpire={summary.data.points.to_expire} />}
      <ClubCardShippedNotice user={user} />
      <EmailVerificationWarning user={user} held={summary.data?.points.held} />
      {decor ? (
        summary.data && <ExpiringPointsWarning toExpire={summary.data.points.to_expire} />
      ) : (
        <QueryState
          query={summary}
          inline
          copyAge
          skeleton={<CardsSkeleton count={2} height={140} cols={{ base: 1, sm: 2 }} />}
        >
          {(data) => (
            <div className="home-standing">
              <StandingCard
                companyName={user.company.name}
                points={data.company_points}
                toExpire={data.points.to_expire}
                tier={hasTiers(user.role.id) && <TierNextStep companyUuid={user.company.uuid} />}
              />
              <NextAction projects={data.projects.in_prog} points={data.points.in_prog} />
            </div>
          )}
        </QueryState>
      )}
      <nav aria-label={t`Quick links`} className="home-links">
        <Link to="/shop" className="home-link">
          <IconShoppingBag size={26} aria-hidden />
          <Trans>Shop</Trans>
        </Link>
        <Link to="/projects" className="home-link">
          <IconClipboardList size={26} aria-hidden />
          <Trans>Projects</Trans>
        </Link>
        <Link to="/balance" className="home-link">
          <IconCoins size={26} aria-hidden />
          <Trans>Balance</Trans>
        </Link>
      </nav>
      <HeroSlider slides={slides} />
      {shopTeasers.length > 0 && (
        <HomeSection
          id="home-products"
          title={<Trans>From the shop</Trans>}
          more={{ to: '/shop', label: <Trans>Go to the shop</Trans> }}
        >
          <ProductTeasers products={shopTeasers} />
        </HomeSection>
      )}
      <HomeSection id="home-news" title={<Trans>News</Trans>} more={{ to: '/news', label: <Trans>All news</Trans> }}>
        <QueryState query={news} inline skeleton={<CardsSkeleton height={200} />}>
          {({ data }) => <NewsTeasers items={data} />}
        </QueryState>
      </HomeSection>
      <HomeSection
        id="home-videos"
        title={<Trans>Video tutorials</Trans>}
        more={{ to: '/resources', label: <Trans>All resources</Trans> }}
      >
        <QueryState query={tutorials} inline skeleton={<CardsSkeleton height={200} />}>
          {({ data }) => <VideoTeasers items={data} />}
        </QueryState>
      </HomeSection>
      <details className="home-fold">
        <summary>
          <Trans>Points for every product</Trans>
        </summary>
        <QueryState query={basic} inline skeleton={<CardsSkeleton height={200} />}>
          {({ data }) => <BasicPointsTable rows={data} />}
        </QueryState>
      </details>
    </Stack>
  );
}
