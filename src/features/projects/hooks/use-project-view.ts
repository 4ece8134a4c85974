import { useQuery } from '@tanstack/react-query';
import type { Project } from '#contract/projects.ts';
import type { StateQuery } from '#src/components/query-state.tsx';
import { projectQuery } from '../api/project-queries.ts';
import type { CreateProjectVars } from '../api/project-queued-writes.ts';
import { useQueuedProject } from './use-queued-work.ts';

/** What a project queued on this device looks like until the server answers. */
export function queuedProject(v: CreateProjectVars): Project {
  return {
    id: 0,
    uuid: v.uuid,
    name: '',
    street_name: v.streetName,
    city: v.city,
    postal_code: v.postalCode,
    created_at: v.queuedAt,
    status: { id: 1, name: 'open' },
    days_left: null,
    available_points: 0,
    calculated_available_points: 0,
    max_points: 0,
    calculated_max_points: 0,
    products_count: 0,
    products: [],
    survey: [],
    lead: null,
  };
}

export interface ProjectView {
  project: Project | undefined;
  /** Created on this device and not on the server yet. */
  queued: boolean;
  /** The project's query as QueryState reads it, the queued project standing in for its data. */
  query: StateQuery<Project>;
}

export function useProjectView(uuid: string): ProjectView {
  const waiting = useQueuedProject(uuid);
  const query = useQuery({ ...projectQuery(uuid), enabled: !waiting });
  if (query.data || !waiting) return { project: query.data, queued: false, query };
  const project = queuedProject(waiting.variables);
  return { project, queued: true, query: { ...query, data: project, isError: false, error: null, dataUpdatedAt: 0 } };
}
