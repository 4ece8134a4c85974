import { outboxKey } from '#src/lib/outbox/outbox-keys.ts';

export type ProjectListStatus = 'open' | 'review' | 'closed' | 'lost';

/**
 * The projects' query and mutation keys. The query keys' values are those the device's saved cache holds
 * (docs/decisions/0081): a changed value loses what was saved under the old one.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (status: ProjectListStatus, page: number) => ['projects', 'list', status, page] as const,
  detail: (uuid: string) => ['projects', 'detail', uuid] as const,
  surveyQuestions: () => ['projects', 'survey-questions'] as const,
  remove: () => ['projects', 'delete'] as const,
  submitSurvey: (uuid: string) => ['projects', 'survey', uuid] as const,
};

/**
 * The projects' and scans' writes in the offline outbox (./project-queued-writes.ts). Devices keep queued writes
 * with these keys (since docs/decisions/0080) and replay them after an update: the values never change.
 */
export const projectOutboxKeys = {
  createProject: outboxKey('project', 'create'),
  addScan: outboxKey('scan', 'add'),
  deleteScan: outboxKey('scan', 'delete'),
};
