import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Product } from '#contract/shop.ts';
import { QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { cardAccountQuery, cardProductQuery, scanStatsQuery } from '../api/club-card-queries.ts';
import { CARD_SCANS_NEEDED, cardOrderBlock, type OrderBlock } from '../card-rules.ts';
import { CardFace } from './card-face.tsx';

const REASON_ID = 'club-card-order-reason';

function BlockReason({ block, windows }: { block: OrderBlock; windows: number }) {
  const needed = CARD_SCANS_NEEDED;
  if (block === 'has-card') {
    return (
      <Trans>
        Your company already has a club card.{' '}
        <Anchor component={Link} to="/club-card" fw={700} inherit>
          Open the club card
        </Anchor>
      </Trans>
    );
  }
  if (block === 'pending') {
    return (
      <Trans>
        Your company has already ordered the club card. When it arrives,{' '}
        <Anchor component={Link} to="/club-card" fw={700} inherit>
          register it with its serial number
        </Anchor>
        .
      </Trans>
    );
  }
  if (block === 'not-owner') return <Trans>Only the company owner can order the club card.</Trans>;
  return (
    <Trans>
      You need at least {needed} scanned windows this year to order the club card. Your company has scanned {windows} so
      far.
    </Trans>
  );
}

const PRODUCT_SKELETON = (
  <Stack gap="md">
    <Skeleton h={200} maw={360} radius="lg" />
    <Skeleton h={36} w="70%" />
    <Skeleton h={120} />
  </Stack>
);

/** The club card in the shop: free, one per company, for companies with 10 window scans this year. */
export function CardProductScreen({ onOrder }: { onOrder: (variantUuid: string) => void }) {
  const { t } = useLingui();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const product = useQuery(cardProductQuery());
  const account = useQuery(cardAccountQuery(user.company.id));
  const stats = useQuery(scanStatsQuery(user.company.uuid));
  usePageTitle(product.data?.name ?? t`Club card`);
  const hasCard = user.company.has_edenred_card === 1 || !!account.data?.currentCard;
  const windows = stats.data?.current_year.windows;
  const block = cardOrderBlock({
    roleId: user.role.id,
    hasCard,
    pending: user.company.pending_edenred_card || !!account.data?.pending_card,
    windowScans: windows,
  });

  return (
    <Stack gap="md">
      {!product.data && (
        <Title order={1}>
          <Trans>Club card</Trans>
        </Title>
      )}
      <QueryState query={product} skeleton={PRODUCT_SKELETON}>
        {(card) =>
          card ? (
            <CardOffer card={card} block={block} windows={windows ?? 0} onOrder={onOrder} />
          ) : (
            <Text>
              <Trans>The club card is not offered in your region.</Trans>
            </Text>
          )
        }
      </QueryState>
      {!product.data && (
        <Stack gap="md" align="flex-start">
          {hasCard && (
            <Anchor component={Link} to="/club-card" fw={700}>
              <Trans>Open your club card</Trans>
            </Anchor>
          )}
          <Anchor component={Link} to="/shop">
            <Trans>Back to the shop</Trans>
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}

interface CardOfferProps {
  card: Product;
  block: OrderBlock | null;
  windows: number;
  onOrder: (variantUuid: string) => void;
}

function CardOffer({ card, block, windows, onOrder }: CardOfferProps) {
  const { t } = useLingui();
  const variant = card.variants[0];
  const available = card.active && card.is_visible && !!variant && variant.stock > 0;
  const sku = card.sku;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <CardFace />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {card.name}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>SKU: {sku}</Trans>
            </Text>
          </Stack>
          <Text size="xl" fw={700}>
            {card.prices.max < 0 ? t`Free` : <Plural value={card.prices.max} one="# point" other="# points" />}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{card.description}</Text>
          {!available && (
            <Alert color="yellow" variant="light" role="status">
              <Trans>The club card cannot be ordered at the moment.</Trans>
            </Alert>
          )}
          {available && block && (
            <Alert color={block === 'has-card' ? 'green' : 'yellow'} variant="light" id={REASON_ID} role="status">
              <BlockReason block={block} windows={windows} />
            </Alert>
          )}
          {available && variant && (
            <Button
              h={48}
              size="md"
              disabled={block !== null}
              aria-describedby={block ? REASON_ID : undefined}
              onClick={() => onOrder(variant.uuid)}
            >
              <Trans>Order the club card</Trans>
            </Button>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
