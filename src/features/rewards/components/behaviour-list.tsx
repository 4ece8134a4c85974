import '@mantine/core/styles/ThemeIcon.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { ShareButton } from '#src/components/share-button.tsx';
import type { EarningBehaviour } from '../behaviour-points.ts';
import { behaviourIcon } from './behaviour-icons.ts';

/** The behaviour whose card offers to share the club (its seed's slug). */
const RECOMMEND = 'recommend';

/**
 * Ways to earn points as cards: icon, name, what to do, and the points as a badge at the top right. "Recommend a
 * colleague" shares the club's sign-up link through the device's share sheet (or copies it).
 */
export function BehaviourList({ behaviours, label }: { behaviours: EarningBehaviour[]; label: string }) {
  const { t } = useLingui();
  const invitation = {
    title: t`Installer Club`,
    text: t`I collect points for my installations in the Installer Club. Join here:`,
    url: `${globalThis.location.origin}/register`,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={listReset} aria-label={label}>
      {behaviours.map((behaviour) => {
        const Icon = behaviourIcon(behaviour.icon);
        const points = behaviour.points;
        return (
          <Card key={behaviour.uuid} component="li" withBorder padding="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                    {behaviour.name}
                  </Text>
                  <span className="tone-badge" data-tone="success">
                    <Plural value={points} one="+# point" other="+# points" />
                  </span>
                </Group>
                <Text c="dimmed">{behaviour.description}</Text>
                {behaviour.slug === RECOMMEND && (
                  <ShareButton content={invitation} label={t`Share the club with a colleague`} />
                )}
              </Stack>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
