import '@mantine/core/styles/Skeleton.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type MantineRadius, SimpleGrid, type SimpleGridProps, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { FetchStatus } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '#src/lib/http/api-error.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';

/** What QueryState reads of a query: any useQuery or useInfiniteQuery result has it. */
export interface StateQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  fetchStatus: FetchStatus;
  /** When the data shown was saved (0: never, e.g. placeholder data). */
  dataUpdatedAt: number;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: StateQuery<T>;
  /** The content's shape while it loads: a CardsSkeleton, or any skeleton made of Mantine Skeletons. */
  skeleton: ReactNode;
  /** A part of a screen (a section, a field, a menu): smaller text, and no line about the saved copy by default. */
  inline?: boolean;
  /**
   * Say above the content that it is the copy saved on this device, and how old it is, when the device is offline or
   * the last refresh did not get through. Default: on for a screen, off for an inline part.
   */
  copyAge?: boolean;
  /**
   * Said instead of the failure when the server answers that the thing does not exist (404): no Try again. null says
   * nothing (another part of the screen says it).
   */
  notFound?: ReactNode;
  /** The content, once there is data (a saved copy counts). */
  children: (data: T) => ReactNode;
}

// From minutes up: each unit and how many of it make the next.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', Number.POSITIVE_INFINITY],
];

/**
 * How long ago something was saved, in the language's own words ("5 minutes ago", "yesterday", "last week"): a
 * minute at least, in whole units of the largest unit that fits.
 */
export function savedAgo(savedAt: number, now: number, locale: string): string {
  let count = Math.max(1, Math.floor((now - savedAt) / 60_000));
  let i = 0;
  while (count >= UNITS[i]![1]) count = Math.floor(count / UNITS[i++]![1]);
  // Serbian is written in Latin letters in this app; Intl would answer in Cyrillic.
  return new Intl.RelativeTimeFormat(locale === 'sr' ? 'sr-Latn' : locale, { numeric: 'auto' }).format(
    -count,
    UNITS[i]![0],
  );
}

/** A column (or, with cols, a grid) of `count` blocks `height` px high: the shape of a list of cards. */
export function CardsSkeleton({
  count = 1,
  height,
  cols,
  radius = 'md',
}: {
  count?: number;
  height: number;
  cols?: SimpleGridProps['cols'];
  radius?: MantineRadius;
}) {
  const blocks = Array.from({ length: count }, (_, i) => i + 1).map((n) => (
    <Skeleton key={n} h={height} radius={radius} />
  ));
  return cols ? <SimpleGrid cols={cols}>{blocks}</SimpleGrid> : <Stack gap="sm">{blocks}</Stack>;
}

/** The line above a saved copy: that it is the copy on this device, and how old (said again every minute). */
function CopyAge({ savedAt }: { savedAt: number }) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const age = savedAgo(savedAt, now, i18n.locale);
  return (
    <Text size="sm" c="dimmed" role="status" style={{ display: 'flex', gap: 6 }}>
      <IconClockHour4 size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
      <span>
        <Trans comment="age: how long ago the copy was saved, in the reader's language, e.g. '5 minutes ago', 'yesterday'">
          This is the copy saved on this device {age}.
        </Trans>
      </span>
    </Text>
  );
}

/**
 * A query's states, said the same way on every screen: loading (shaped like the content), offline with nothing saved
 * yet, failed (with Try again), not found when the screen says what, and the content, with a line saying how old the
 * copy is when it could not be refreshed.
 */
export function QueryState<T>({ query, skeleton, inline = false, copyAge, notFound, children }: QueryStateProps<T>) {
  const { t } = useLingui();
  const online = useOnline();
  const size = inline ? 'sm' : undefined;
  const { data, error, fetchStatus } = query;

  if (data !== undefined) {
    const stale = !online || fetchStatus === 'paused' || query.isError;
    return (
      <>
        {(copyAge ?? !inline) && stale && query.dataUpdatedAt > 0 && <CopyAge savedAt={query.dataUpdatedAt} />}
        {children(data)}
      </>
    );
  }
  if (fetchStatus === 'paused') {
    return (
      <Text role="status" size={size}>
        <Trans>This is not saved on this device yet and loads when the signal is back.</Trans>
      </Text>
    );
  }
  if (query.isError && fetchStatus === 'idle') {
    if (notFound !== undefined && isApiError(error) && error.status === 404) {
      return (
        notFound !== null && (
          <Text role="alert" size={size}>
            {notFound}
          </Text>
        )
      );
    }
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size={size}>
          <Trans>This could not be loaded.</Trans>
        </Text>
        <Button variant="light" h={44} onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <div role="status" aria-label={t`Loading`}>
      {skeleton}
    </div>
  );
}
