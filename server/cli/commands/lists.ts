import { staffCompanySearch } from '#contract/staff-companies.ts';
import { staffOrderQueue } from '#contract/staff-orders.ts';
import { staffReviewQueue } from '#contract/staff-projects.ts';
import { staffTicketInbox } from '#contract/staff-support.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const ORDER_STATUS: Record<string, string> = {
  pending: '1',
  approved: '2',
  completed: '3',
  rejected: '4',
  failed: '5',
};
const TICKET_STATUS: Record<string, string> = { open: '1', 'in-progress': '2', resolved: '3' };

/** `--region N` out of the arguments. */
function region(args: string[]): { region?: string; rest: string[] } {
  const at = args.indexOf('--region');
  if (at === -1) return { rest: args };
  const value = args[at + 1];
  if (!value || !/^\d+$/.test(value)) throw new OperatorError('--region takes a region id (2 Poland, 3 Romania, …).');
  return { region: value, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

const age = (hours: number) => (hours >= 48 ? `${Math.floor(hours / 24)}d` : `${hours}h`);

/** The staff queues from the command line, through the staff calls (decision 0276): what the console lists. */
export const LIST_COMMANDS: Record<string, OperatorCommand> = {
  orders: {
    usage: 'orders [pending|approved|…] [--region N]',
    summary: 'List orders of a status (pending by default), oldest first, with their age and company.',
    async run(client, args) {
      const { region: r, rest } = region(args);
      const status = ORDER_STATUS[rest[0] ?? 'pending'];
      if (!status || rest.length > 1)
        throw new OperatorError(
          'Usage: npm run operator -- orders [pending|approved|completed|rejected|failed] [--region N]',
        );
      const page = await callOperator(client, staffOrderQueue, { query: { status, ...(r ? { region: r } : {}) } });
      if (page.data.length === 0) return `No ${rest[0] ?? 'pending'} orders.`;
      const lines = page.data.map(
        (o) =>
          `${o.uuid}  ${o.number.padEnd(8)} ${age(o.age_hours).padStart(5)}  ${o.type.padEnd(12)} ${String(o.points).padStart(6)} pts  ${o.company.name}`,
      );
      return [
        ...lines,
        `${page.total} in all${page.total > page.data.length ? ` (first ${page.data.length})` : ''}.`,
      ].join('\n');
    },
  },
  reviews: {
    usage: 'reviews [--region N]',
    summary: 'List projects in review, longest waiting first, with their products and points.',
    async run(client, args) {
      const { region: r, rest } = region(args);
      if (rest.length > 0) throw new OperatorError('Usage: npm run operator -- reviews [--region N]');
      const page = await callOperator(client, staffReviewQueue, { query: r ? { region: r } : {} });
      if (page.data.length === 0) return 'No projects in review.';
      return page.data
        .map(
          (p) =>
            `${p.uuid}  ${age(p.waiting_hours).padStart(5)}  ${String(p.products).padStart(3)} products ${String(p.points).padStart(6)} pts${p.same_site ? `  ${p.same_site} at the same site` : ''}  ${p.company.name}: ${p.address}`,
        )
        .join('\n');
    },
  },
  tickets: {
    usage: 'tickets [open|in-progress|resolved] [--region N]',
    summary: 'List support tickets (open by default), longest waiting first.',
    async run(client, args) {
      const { region: r, rest } = region(args);
      const status = TICKET_STATUS[rest[0] ?? 'open'];
      if (!status || rest.length > 1)
        throw new OperatorError('Usage: npm run operator -- tickets [open|in-progress|resolved] [--region N]');
      const page = await callOperator(client, staffTicketInbox, { query: { status, ...(r ? { region: r } : {}) } });
      if (page.data.length === 0) return `No ${rest[0] ?? 'open'} tickets.`;
      return page.data
        .map(
          (x) => `${x.uuid}  ${age(x.waiting_hours).padStart(5)}  ${x.company.name} / ${x.installer.name}: ${x.title}`,
        )
        .join('\n');
    },
  },
  companies: {
    usage: 'companies <name|e-mail|phone|reg. no.|CSN>',
    summary: 'Find companies (their uuids for the other commands), with their users and points.',
    async run(client, words) {
      if (words.join(' ').trim().length < 2) throw new OperatorError('Usage: npm run operator -- companies <search>');
      const hits = await callOperator(client, staffCompanySearch, { query: { q: words.join(' ') } });
      if (hits.length === 0) return 'No company matches.';
      return hits
        .map(
          (c) =>
            `${c.uuid}  region ${String(c.region_id).padEnd(3)} ${String(c.points).padStart(6)} pts  ${c.users} users  ${c.name} (${c.matched})`,
        )
        .join('\n');
    },
  },
};
