import '@mantine/core/styles/Grid.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import { type CardAccount, type CardMoney, cardMoneyOf } from '#contract/club-card.ts';
import { QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { pointsSummaryQuery } from '#src/session/points-summary-query.ts';
import { cardAccountQuery, cardHistoryQuery } from '../api/club-card-queries.ts';
import { isCompanyOwner } from '../card-rules.ts';
import { CardFace } from './card-face.tsx';
import { TopUpForm } from './top-up-form.tsx';
import { TopUpHistory } from './top-up-history.tsx';
import { VerifyCardForm } from './verify-card-form.tsx';

type Account = v.InferOutput<typeof CardAccount>;
type Card = NonNullable<Account['currentCard']>;

/** What the card allows now: ISSUED waits for the issuer, ACTIVE is topped up here, the rest is inactive. */
interface CardStateProps {
  card: Card;
  owner: boolean;
  companyPoints: number | undefined;
  money: CardMoney;
}

function CardState({ card, owner, companyPoints, money }: CardStateProps) {
  if (card.status === 'ISSUED') {
    return (
      <Alert
        color="yellow"
        variant="light"
        role="status"
        icon={<IconAlertTriangle aria-hidden />}
        title={<Trans>Activate your card first</Trans>}
      >
        <Trans>
          Your card is registered but not activated yet. Activate it with the card issuer (as the letter with the card
          explains); then you can top it up here.
        </Trans>
      </Alert>
    );
  }
  if (card.status !== 'ACTIVE') {
    return (
      <Alert
        color="red"
        variant="light"
        role="status"
        icon={<IconAlertTriangle aria-hidden />}
        title={<Trans>Your card is inactive</Trans>}
      >
        <Trans>This card cannot be topped up. Contact the club through the support chat to get a working card.</Trans>
      </Alert>
    );
  }
  if (!owner) {
    return (
      <Text>
        <Trans>Only the company owner can top up the card.</Trans>
      </Text>
    );
  }
  return <TopUpForm companyPoints={companyPoints} money={money} />;
}

function NoCard({ account, companyId, owner }: { account: Account; companyId: number; owner: boolean }) {
  return (
    <Stack gap="md">
      {owner ? (
        <VerifyCardForm companyId={companyId} pending={account.pending_card} />
      ) : (
        <Text>
          <Trans>Your company has no club card registered yet. The company owner registers it when it arrives.</Trans>
        </Text>
      )}
      {!account.pending_card && (
        <Text>
          <Trans>
            No card yet?{' '}
            <Anchor component={Link} to="/shop/club-card" fw={700} inherit>
              Order the club card in the shop
            </Anchor>
            .
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The club card: the card and its state, registering it, topping it up, and the top-ups so far. */
export function ClubCardScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  usePageTitle(t`Club card`);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const companyId = user.company.id;
  const account = useQuery(cardAccountQuery(companyId));
  const history = useQuery(cardHistoryQuery(page));
  // The amounts it offers are the points the company has now: read again on every visit, not the header's copy of up
  // to two minutes ago (points credited since, by a survey or a refused top-up, would leave amounts disabled).
  const points = useQuery({ ...pointsSummaryQuery(user.company.uuid), refetchOnMount: 'always' });
  const owner = isCompanyOwner(user.role.id);
  const card = account.data?.currentCard ?? null;

  const main = (
    <QueryState query={account} skeleton={<Skeleton h={220} maw={360} radius="lg" />}>
      {(data) =>
        card ? (
          <Stack gap="lg">
            <CardFace csn={card.csn} status={card.status} />
            <CardState
              card={card}
              owner={owner}
              companyPoints={points.data?.company_points}
              // A copy saved on the device before the account carried its money: the region's, as the server has it.
              money={data.money ?? cardMoneyOf(user.company.regions_id)}
            />
          </Stack>
        ) : (
          <NoCard account={data} companyId={companyId} owner={owner} />
        )
      }
    </QueryState>
  );

  const showHistory = card !== null || (history.data?.data.length ?? 0) > 0;
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Club card</Trans>
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: showHistory ? 6 : 8 }}>
          <Stack gap="md">{main}</Stack>
        </Grid.Col>
        {showHistory && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TopUpHistory query={history} page={page} onPage={onPage} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
