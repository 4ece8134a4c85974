import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Project } from '#contract/projects.ts';
import { formatDate } from '../project-rules.ts';
import { ProjectAddress } from './project-address.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Id, available points, created date, address and status of one project. */
export function ProjectHeader({ project, queued }: { project: Project; queued: boolean }) {
  const { t, i18n } = useLingui();
  const fact = (label: string, value: string) => (
    // A long word ("Projektazonosító" in Hungarian) breaks in its third of a 320 px row rather than widen the page.
    <Stack gap={0} miw={0} style={{ overflowWrap: 'break-word' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} className="address-text">
            <ProjectAddress street={project.street_name} postalCode={project.postal_code} city={project.city} />
          </Title>
          <StatusBadge statusId={project.status.id} queued={queued} />
        </Group>
        {/* The address is the title: the facts stay on one row on a phone, so the scans come sooner (0279). */}
        <SimpleGrid cols={3} spacing="sm">
          {fact(t`Available points`, `${i18n.number(project.available_points)} / ${i18n.number(project.max_points)}`)}
          {fact(t`Created`, formatDate(project.created_at))}
          {fact(t`Project ID`, queued ? '–' : String(project.id))}
        </SimpleGrid>
        {project.status_reason && (
          <Text>
            <Trans comment="reason: the club staff's own words, in the language they wrote them">
              The club's reason: {project.status_reason}
            </Trans>
          </Text>
        )}
        {queued && (
          <Text size="sm">
            <Trans>This project is saved on this device and will be sent when the signal is back.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
