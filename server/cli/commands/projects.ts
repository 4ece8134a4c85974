import { operatorRunJobs } from '#contract/projects.ts';
import { staffCompanyPoints } from '#contract/staff-companies.ts';
import { staffProjectStatus } from '#contract/staff-projects.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS = { review: 'review', close: 'closed', lost: 'lost', reject: 'rejected' } as const;

/** CLI rows for projects, promotions and jobs (spread into COMMANDS). */
export const PROJECT_COMMANDS: Record<string, OperatorCommand> = {
  project: {
    usage: 'project review|close|lost|reject <uuid> [reason...]',
    summary:
      'Move a project to review, closed (credits its points), lost or rejected (with the reason the installer ' +
      'sees); notifies the company.',
    async run(client, [action, uuid, ...reason]) {
      const status =
        action !== undefined && Object.hasOwn(STATUS, action) ? STATUS[action as keyof typeof STATUS] : null;
      if (!status || !uuid || !UUID.test(uuid)) {
        throw new OperatorError('Usage: npm run operator -- project review|close|lost|reject <uuid> [reason...]');
      }
      const answer = await callOperator(client, staffProjectStatus, {
        params: { uuid },
        body: reason.length > 0 ? { status, reason: reason.join(' ') } : { status },
      });
      const credit = answer.credited_points === null ? '' : ` (${answer.credited_points} points credited)`;
      return `Project ${uuid} is now ${status}${credit}.`;
    },
  },
  promotion: {
    usage: 'promotion <companyUuid> <points> <reason...>',
    summary:
      "Credit (or, with negative points, debit) a company's points; the reason shows in its history as the line's name.",
    async run(client, [companyUuid, points, ...reason]) {
      const amount = Number(points);
      if (!companyUuid || !UUID.test(companyUuid) || !Number.isInteger(amount) || amount === 0 || reason.length === 0) {
        throw new OperatorError('Usage: npm run operator -- promotion <companyUuid> <points> <reason...>');
      }
      const answer = await callOperator(client, staffCompanyPoints, {
        params: { uuid: companyUuid },
        body: { points: amount, reason: reason.join(' ') },
      });
      return `${amount > 0 ? 'Credited' : 'Debited'} ${Math.abs(amount)} points; the company now has ${answer.balance}.`;
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
