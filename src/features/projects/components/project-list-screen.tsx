import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import type { ProjectListStatus } from '../api/project-keys.ts';
import { projectListQuery } from '../api/project-queries.ts';
import { useQueuedProjects } from '../hooks/use-queued-work.ts';
import { LIST_TABS } from '../project-rules.ts';
import { PageLinks } from './page-links.tsx';
import { ProjectTable } from './project-table.tsx';

interface ProjectListScreenProps {
  status: ProjectListStatus;
  page: number;
  onChange: (next: { status: ProjectListStatus; page: number }) => void;
}

/** The company's projects by status; projects created offline show first, waiting to sync. */
export function ProjectListScreen({ status, page, onChange }: ProjectListScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`Projects`);
  const query = useQuery(projectListQuery(status, page));
  const queued = useQueuedProjects();
  const labels: Record<ProjectListStatus, string> = {
    open: t({ message: 'All', context: 'project list tab' }),
    review: t({ message: 'In review', context: 'project list tab' }),
    closed: t({ message: 'Closed', context: 'project list tab' }),
    lost: t({ message: 'Lost', context: 'project list tab' }),
  };
  const shownQueued = status === 'open' && page === 1 ? queued : [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>
          <Trans>Projects</Trans>
        </Title>
        <Button component={Link} to="/projects/add" size="lg">
          <Trans>New project</Trans>
        </Button>
      </Group>
      <Tabs value={status} onChange={(next) => onChange({ status: (next ?? 'open') as ProjectListStatus, page: 1 })}>
        <Tabs.List aria-label={t`Project status`}>
          {LIST_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {labels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={query} skeleton={<CardsSkeleton count={4} height={72} />}>
        {({ data: projects }) =>
          projects.length > 0 || shownQueued.length > 0 ? (
            <ProjectTable projects={projects} queued={shownQueued} />
          ) : (
            <Text>
              <Trans>No projects here yet.</Trans>
            </Text>
          )
        }
      </QueryState>
      {/* Projects created offline show even before the list is on this device. */}
      {!query.data && shownQueued.length > 0 && <ProjectTable projects={[]} queued={shownQueued} />}
      <PageLinks
        page={page}
        lastPage={query.data?.last_page ?? 1}
        onPage={(next) => onChange({ status, page: next })}
      />
    </Stack>
  );
}
