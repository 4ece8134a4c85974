import {
  staffCompanyDetail,
  staffCompanySearch,
  staffEmulationEnd,
  staffEmulationStart,
} from '#contract/staff-companies.ts';
import { staffTicketReply, staffTicketResolve } from '#contract/staff-support.ts';
import type { OperatorClient, OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const STATUS: Record<number, string> = { 1: 'open', 2: 'in progress', 3: 'resolved' };

/** The installer with this e-mail, found as the console finds them: the company search, then its page. */
export async function installerByEmail(
  client: OperatorClient,
  email: string,
): Promise<{ uuid: string; email: string }> {
  const wanted = email.trim().toLowerCase();
  for (const hit of await callOperator(client, staffCompanySearch, { query: { q: wanted } })) {
    if (hit.matched !== 'email') continue;
    const company = await callOperator(client, staffCompanyDetail, { params: { uuid: hit.uuid } });
    const user = company.users.find((u) => u.email?.toLowerCase() === wanted);
    if (user) return { uuid: user.uuid, email: user.email ?? wanted };
  }
  throw new OperatorError(`404: No installer has the e-mail ${email}.`);
}

/** Staff commands for support tickets and emulation sessions, through the staff calls (rows of COMMANDS). */
export const SUPPORT_COMMANDS: Record<string, OperatorCommand> = {
  ticket: {
    usage: 'ticket reply <uuid> <message...> | resolve <uuid>',
    summary: 'Answer a support ticket as staff (notifies its installer), or mark it resolved (`tickets` lists them).',
    async run(client, [action, uuid, ...words]) {
      if (action === 'reply' && uuid && words.length > 0) {
        const { ticket, message } = await callOperator(client, staffTicketReply, {
          params: { uuid },
          body: { message: words.join(' ') },
        });
        return `Replied to "${ticket.title}" (message ${message.uuid}); the ticket is ${STATUS[ticket.status]}.`;
      }
      if (action === 'resolve' && uuid && words.length === 0) {
        const ticket = await callOperator(client, staffTicketResolve, { params: { uuid } });
        return `Ticket "${ticket.title}" is ${STATUS[ticket.status]}.`;
      }
      throw new OperatorError('Usage: npm run operator -- ticket reply <uuid> <message...> | ticket resolve <uuid>');
    },
  },
  emulate: {
    usage: 'emulate <email> <reason...>',
    summary:
      'Start a 60-minute emulation session as the user; prints the token object and the ?faker= value (development builds).',
    async run(client, [email, ...reason]) {
      if (!email || reason.length === 0)
        throw new OperatorError('Usage: npm run operator -- emulate <email> <reason...>');
      const user = await installerByEmail(client, email);
      const session = await callOperator(client, staffEmulationStart, {
        params: { uuid: user.uuid },
        body: { reason: reason.join(' ') },
      });
      return [
        JSON.stringify(
          { token: session.token, refresh_token: session.refresh_token, expiresAt: session.expiresAt },
          null,
          2,
        ),
        '',
        `Emulating ${session.user.email} as ${session.emulated_by} until ${session.expiresAt}. Open a development build with:`,
        `  /?faker=${session.faker}`,
        "A production build ignores ?faker=: emulate from the console's company page, which opens the app as them.",
      ].join('\n');
    },
  },
  'emulate-end': {
    usage: 'emulate-end <email>',
    summary: 'End every running emulation session of the user (their emulated tokens answer 401 at once).',
    async run(client, [email]) {
      if (!email) throw new OperatorError('Usage: npm run operator -- emulate-end <email>');
      const user = await installerByEmail(client, email);
      const { ended } = await callOperator(client, staffEmulationEnd, { params: { uuid: user.uuid } });
      return `Ended ${ended} emulation session(s) of ${user.email}.`;
    },
  },
};
