import './club-card.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type * as v from 'valibot';
import type { TopUp, TopUpStatus } from '#contract/club-card.ts';
import { PageControls } from '#src/components/page-controls.tsx';
import { CardsSkeleton, QueryState, type StateQuery } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';

type Item = v.InferOutput<typeof TopUp>;
type Status = v.InferOutput<typeof TopUpStatus>;

const TONE: Record<Status, 'success' | 'warning' | 'danger'> = {
  SUCCEEDED: 'success',
  PENDING: 'warning',
  REFUSED: 'danger',
  REJECTED: 'danger',
};

function TopUpStatusBadge({ status }: { status: Status }) {
  const { t } = useLingui();
  const names: Record<Status, string> = {
    SUCCEEDED: t({ message: 'Succeeded', context: 'top-up status' }),
    PENDING: t({ message: 'Pending', context: 'top-up status' }),
    REFUSED: t({ message: 'Refused', context: 'top-up status' }),
    REJECTED: t({ message: 'Rejected', context: 'top-up status' }),
  };
  return (
    <span className="tone-badge" data-tone={TONE[status]}>
      {names[status]}
    </span>
  );
}

/** Why a top-up failed, in words next to it (not only in a tooltip): the points went back either way. */
function FailureHint({ status }: { status: Status }) {
  if (status !== 'REFUSED' && status !== 'REJECTED') return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt={6}>
      <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {status === 'REFUSED' ? (
          <Trans>The card issuer refused this top-up. The points went back to your company.</Trans>
        ) : (
          <Trans>This top-up was over the card's load limit. The points went back to your company.</Trans>
        )}
      </Text>
    </Group>
  );
}

function TopUpCard({ item }: { item: Item }) {
  const { i18n } = useLingui();
  const money = i18n.number(item.amount.value, { style: 'currency', currency: item.amount.currency });
  return (
    <Card withBorder padding="md" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text fw={700} size="lg">
            <Plural value={item.amount.points} one="# point" other="# points" />
          </Text>
          <Text size="sm">{money}</Text>
        </Stack>
        <TopUpStatusBadge status={item.status} />
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {formatDate(item.dateTime)}
      </Text>
      <FailureHint status={item.status} />
    </Card>
  );
}

export type HistoryQuery = StateQuery<{ data: Item[]; meta: { last_page: number } }>;

/** The company's top-ups, newest first, 4 a page, each with its status (and why it failed). */
export function TopUpHistory({
  query,
  page,
  onPage,
}: {
  query: HistoryQuery;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby="club-card-history">
      <Title order={2} size="h3" id="club-card-history">
        <Trans>Top-up history</Trans>
      </Title>
      <QueryState query={query} inline skeleton={<CardsSkeleton count={2} height={88} />}>
        {({ data: items }) =>
          items.length === 0 ? (
            <Text>
              <Trans>No top-ups yet.</Trans>
            </Text>
          ) : (
            <ul className="club-card-history">
              {items.map((item) => (
                <li key={item.uuid}>
                  <TopUpCard item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <PageControls page={page} lastPage={query.data?.meta.last_page ?? 1} onPage={onPage} />
    </Stack>
  );
}
