import { useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandYoutube,
  IconCalculator,
  IconExternalLink,
  IconFileText,
  IconMapPin,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Resource } from '#contract/content.ts';

const ICONS: Record<Resource['kind'], ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  instructions: IconFileText,
  training: IconSchool,
  social: IconUsers,
  video: IconBrandYoutube,
  dealer_finder: IconMapPin,
  quote_tool: IconCalculator,
};

/** A link tile to a site outside the club: opens in a new tab, and says so to screen readers. */
export function ResourceTile({ resource }: { resource: Resource }) {
  const { t } = useLingui();
  const Icon = ICONS[resource.kind] ?? IconExternalLink;
  const title = resource.title;
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      component="a"
      href={resource.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`${title} (opens in a new tab)`}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <Icon size={28} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }} lang={resource.language}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} size="lg">
              {resource.title}
            </Text>
            <IconExternalLink size={18} aria-hidden style={{ flex: 'none' }} />
          </Group>
          <Text c="dimmed">{resource.description}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
