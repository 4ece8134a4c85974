import { useLingui } from '@lingui/react/macro';
import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useProjectView } from '../hooks/use-project-view.ts';
import { PROJECT_TEXTS } from '../project-texts.ts';
import { ProjectHeader } from './project-header.tsx';

interface ProjectDetailFrameProps {
  uuid: string;
  tab: 'products' | 'survey';
  onTab: (tab: 'products' | 'survey') => void;
  children: ReactNode;
}

/** The project's header and its Products / Survey tabs around the tab's content. */
export function ProjectDetailFrame({ uuid, tab, onTab, children }: ProjectDetailFrameProps) {
  const { t, i18n } = useLingui();
  const view = useProjectView(uuid);
  const where = view.project ? `${view.project.street_name}, ${view.project.city}` : t`Project`;
  usePageTitle(tab === 'survey' ? t`Survey · ${where}` : where);
  return (
    <QueryState
      query={view.query}
      skeleton={<CardsSkeleton count={3} height={72} />}
      notFound={i18n._(PROJECT_TEXTS['Not found.']!)}
    >
      {(project) => (
        <Stack gap="lg">
          <ProjectHeader project={project} queued={view.queued} />
          <Tabs value={tab} onChange={(next) => onTab(next === 'survey' ? 'survey' : 'products')}>
            <Tabs.List aria-label={t`Project sections`}>
              <Tabs.Tab value="products">{t`Products`}</Tabs.Tab>
              <Tabs.Tab value="survey">{t`Survey`}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {children}
        </Stack>
      )}
    </QueryState>
  );
}
