import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { formatAge } from '../frame/format-age.ts';

/** One part of the card desk: a titled region with how many wait, its empty state, or its rows. */
export function DeskSection({
  title,
  count,
  empty,
  actions,
  children,
}: {
  title: string;
  count: number;
  /** Said when nothing waits. */
  empty: string;
  /** Above the rows (and above the empty state): a bulk action and its outcome. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={2} id={id}>
            {title}
          </Title>
          <Badge size="lg" variant="light" color={count > 0 ? 'brand' : 'gray'}>
            {i18n.number(count)}
          </Badge>
        </Group>
        {actions}
        {count === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text>{empty}</Text>
          </Paper>
        ) : (
          children
        )}
      </Stack>
    </section>
  );
}

/** How long a row has waited ("5 hr", "3 days"), as the orders queue says it. */
export function useAge() {
  const { i18n } = useLingui();
  return (hours: number) => formatAge(hours, i18n.locale);
}

/** A row's card below 75em, where the table would not fit: its title, lines and actions. */
export function RowCard({ title, lines, actions }: { title: ReactNode; lines: ReactNode[]; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fw={700} component="div">
          {title}
        </Text>
        {lines.map((line, i) => (
          // The lines are fixed per section and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={i} size="sm" component="div">
            {line}
          </Text>
        ))}
        {actions && (
          <Group gap="sm" mt={6}>
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
