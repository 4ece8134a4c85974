import { describe, expect, it } from 'vitest';
import { operatorRunJobs } from '#contract/projects.ts';
import { staffProjectStatus } from '#contract/staff-projects.ts';
import { staffTicketInbox } from '#contract/staff-support.ts';
import type { OperatorClient } from './operator-client.ts';
import { callOperator, OperatorError } from './operator-client.ts';

/** A client that records what it was asked and answers `answer`. */
function recording(answer: unknown) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const client: OperatorClient = {
    async request(method, path, body) {
      sent.push({ method, path, body });
      return answer;
    },
  };
  return { client, sent };
}

describe('callOperator', () => {
  const uuid = '0d5c1a52-3f0e-4c1b-9a57-6f3c2b8e9d10';

  it('fills the path from params, sends the body and answers the parsed response', async () => {
    const { client, sent } = recording({ uuid, status: { id: 2, name: 'closed' }, credited_points: 120 });
    const answer = await callOperator(client, staffProjectStatus, { params: { uuid }, body: { status: 'closed' } });
    expect(sent).toEqual([{ method: 'POST', path: `/staff/projects/${uuid}/status`, body: { status: 'closed' } }]);
    expect(answer.credited_points).toBe(120);
  });

  it('adds the query to the path', async () => {
    const { client, sent } = recording({ data: [], total: 0, page: 1, per_page: 50, oldest_hours: null });
    await callOperator(client, staffTicketInbox, { query: { status: '2' } });
    expect(sent[0]).toEqual({ method: 'GET', path: '/staff/tickets?status=2', body: undefined });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = recording({ done: 'yes' });
    await expect(callOperator(client, operatorRunJobs)).rejects.toThrow(OperatorError);
  });
});
