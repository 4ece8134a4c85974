import { operatorPromotion } from '#contract/points.ts';
import { operatorProjectStatus, operatorRunJobs } from '#contract/projects.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS = { review: 'review', close: 'closed', lost: 'lost', reject: 'rejected' } as const;

/** CLI rows for projects, promotions and jobs (spread into COMMANDS). */
export const PROJECT_COMMANDS: Record<string, OperatorCommand> = {
  project: {
    usage: 'project review|close|lost|reject <uuid>',
    summary: 'Move a project to review, closed (credits its points), lost or rejected; notifies the company.',
    async run(client, [action, uuid]) {
      const status =
        action !== undefined && Object.hasOwn(STATUS, action) ? STATUS[action as keyof typeof STATUS] : null;
      if (!status || !uuid || !UUID.test(uuid)) {
        throw new OperatorError('Usage: npm run operator -- project review|close|lost|reject <uuid>');
      }
      const answer = await callOperator(client, operatorProjectStatus, { params: { uuid }, body: { status } });
      const credit = answer.credited_points === null ? '' : ` (${answer.credited_points} points credited)`;
      return `Project ${uuid} is now ${status}${credit}.`;
    },
  },
  promotion: {
    usage: 'promotion <companyUuid> <points> <name...>',
    summary: "Credit a promotion to a company's points (the name shows in its history).",
    async run(client, [companyUuid, points, ...name]) {
      const amount = Number(points);
      if (!companyUuid || !UUID.test(companyUuid) || !Number.isInteger(amount) || amount < 1 || name.length === 0) {
        throw new OperatorError('Usage: npm run operator -- promotion <companyUuid> <points> <name...>');
      }
      const answer = await callOperator(client, operatorPromotion, {
        params: { companyUuid },
        body: { points: amount, name: name.join(' ') },
      });
      return `Credited ${amount} points; the company now has ${answer.company_points}.`;
    },
  },
  'run-jobs': {
    usage: 'run-jobs',
    summary: 'Run the scheduled jobs now (lost projects, points expiry, expiry warnings).',
    async run(client) {
      const { done } = await callOperator(client, operatorRunJobs);
      return Object.entries(done)
        .map(([job, n]) => `${job}: ${n}`)
        .join('\n');
    },
  },
};
