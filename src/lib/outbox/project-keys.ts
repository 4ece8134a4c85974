/** Query keys of projects, shared by the projects feature and the outbox that updates them after a replay. */
export type ProjectListStatus = 'open' | 'review' | 'closed' | 'lost';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (status: ProjectListStatus, page: number) => ['projects', 'list', status, page] as const,
  detail: (uuid: string) => ['projects', 'detail', uuid] as const,
};
