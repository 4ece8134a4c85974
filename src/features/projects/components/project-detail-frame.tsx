import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useProjectView } from '../hooks/use-project-view.ts';
import { refusalMessage } from '../refusal-messages.ts';
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
  if (!view.project) {
    if (view.unavailable)
      return (
        <Text role="status">
          <Trans>This project is not saved on this device. It will load when the signal is back.</Trans>
        </Text>
      );
    if (view.error)
      return (
        <Text role="alert" c="red">
          {i18n._(refusalMessage(view.error))}
        </Text>
      );
    return <Loader role="status" aria-label={t`Loading the project`} />;
  }
  return (
    <Stack gap="lg">
      <ProjectHeader project={view.project} queued={view.queued} />
      <Tabs value={tab} onChange={(next) => onTab(next === 'survey' ? 'survey' : 'products')}>
        <Tabs.List aria-label={t`Project sections`}>
          <Tabs.Tab value="products">{t`Products`}</Tabs.Tab>
          <Tabs.Tab value="survey">{t`Survey`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}
