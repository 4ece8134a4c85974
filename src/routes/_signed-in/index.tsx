import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../features/home/components/home-screen.tsx';
import { pointsSummaryQuery } from '../../features/points/api/points-summary-query.ts';
import { currentUserQuery } from '../../features/user/api/current-user-query.ts';

export const Route = createFileRoute('/_signed-in/')({
  component: HomePage,
});

function HomePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: points } = useSuspenseQuery(pointsSummaryQuery(user.company.uuid));
  return <HomeScreen firstName={user.name} companyName={user.company.name} companyPoints={points.company_points} />;
}
