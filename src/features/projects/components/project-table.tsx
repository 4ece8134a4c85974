import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Project } from '#contract/projects.ts';
import { loadOnce } from '#src/lib/load-once.ts';
import { useWideScreen } from '#src/lib/wide-screen.ts';
import type { CreateProjectVars } from '../api/project-queued-writes.ts';
import { type QueuedWrite, useProjectsWithQueuedScans } from '../hooks/use-queued-work.ts';
import { canDeleteProject, daysLeftText, formatDate } from '../project-rules.ts';
import { DeleteProjectButton } from './delete-project-button.tsx';
import { ProjectAddress } from './project-address.tsx';
import type { ProjectWideTable } from './project-wide-table.tsx';
import { StatusBadge } from './status-badge.tsx';

interface ProjectTableProps {
  projects: Project[];
  queued: QueuedWrite<CreateProjectVars>[];
}

/**
 * The wide screens' table, a chunk of its own: a phone shows cards and never needs Mantine's Table and the ScrollArea
 * it brings, so they are not among the first screen's files (decision 0306). The projects route loads it before the
 * first render on a wide screen; a phone turned wide loads it then, with the cards shown meanwhile.
 */
export const loadWideTable = loadOnce(() =>
  import('./project-wide-table.tsx').then((module) => {
    loadedWideTable = module.ProjectWideTable;
    return module.ProjectWideTable;
  }),
);
let loadedWideTable: typeof ProjectWideTable | undefined;

/** One line of the list, the same for a project on the server and one still on this device. */
export interface Row {
  uuid: string;
  id: number | null;
  street: string;
  postalCode: string;
  city: string;
  created: string;
  daysLeft: string;
  points: string;
  badge: React.ReactNode;
  action: React.ReactNode;
}

/** Phones get cards (status at the top right, days left and points below); wide screens a table (decision 0102). */
export function ProjectTable({ projects, queued }: ProjectTableProps) {
  const { t, i18n } = useLingui();
  const wide = useWideScreen();
  // In already when the route loaded it for a wide screen; a phone turned wide loads it now, showing cards meanwhile.
  const [WideTable, setWideTable] = useState(() => loadedWideTable);
  useEffect(() => {
    if (wide && !WideTable)
      loadWideTable()
        .then((table) => setWideTable(() => table))
        .catch(() => undefined);
  }, [wide, WideTable]);
  // A scan waiting on this device means products: such a project is not offered for deletion.
  const withScans = useProjectsWithQueuedScans();
  const rows: Row[] = [
    ...queued.map(({ variables: v, refused }) => ({
      uuid: v.uuid,
      id: null,
      street: v.streetName,
      postalCode: v.postalCode,
      city: v.city,
      created: formatDate(v.queuedAt),
      daysLeft: '–',
      points: '0 / 0',
      badge: <StatusBadge statusId={1} queued refused={refused !== null} />,
      action: withScans.has(v.uuid) ? null : <DeleteProjectButton uuid={v.uuid} address={v.streetName} queued />,
    })),
    ...projects.map((p) => ({
      uuid: p.uuid,
      id: p.id,
      street: p.street_name,
      postalCode: p.postal_code,
      city: p.city,
      created: formatDate(p.created_at),
      daysLeft: daysLeftText(p),
      points: `${i18n.number(p.available_points)} / ${i18n.number(p.max_points)}`,
      badge: <StatusBadge statusId={p.status.id} />,
      action:
        canDeleteProject(p) && !withScans.has(p.uuid) ? (
          <DeleteProjectButton uuid={p.uuid} address={p.street_name} />
        ) : null,
    })),
  ];
  const link = (row: Row, className?: string) => (
    <Anchor
      fw={700}
      className={className}
      renderRoot={(props) => <Link {...props} to="/projects/$uuid" params={{ uuid: row.uuid }} />}
    >
      <ProjectAddress street={row.street} postalCode={row.postalCode} city={row.city} />
    </Anchor>
  );

  const cards = (
    <ul className="list-cards" aria-label={t`Projects`}>
      {rows.map((row) => (
        <li key={row.uuid} className="list-card">
          <div className="list-card-head">
            <div className="list-card-title">{link(row, 'list-card-link')}</div>
            {row.badge}
          </div>
          <dl className="list-card-facts">
            <div>
              <dt>{t`Days left`}</dt>
              <dd>{row.daysLeft}</dd>
            </div>
            <div>
              <dt>{t`Points`}</dt>
              <dd className="nowrap">{row.points}</dd>
            </div>
            <div>
              <dt>{t`Created`}</dt>
              <dd>{row.created}</dd>
            </div>
          </dl>
          {row.action && <div className="list-card-actions">{row.action}</div>}
        </li>
      ))}
    </ul>
  );

  return wide && WideTable ? <WideTable rows={rows} link={link} /> : cards;
}
