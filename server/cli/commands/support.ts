import { operatorEmulate, operatorEmulateEnd } from '#contract/emulation.ts';
import { operatorTicketList, operatorTicketReply, operatorTicketResolve } from '#contract/support.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const STATUS: Record<number, string> = { 1: 'open', 2: 'in progress', 3: 'resolved' };

/** Staff commands for support tickets and emulation sessions (rows of COMMANDS). */
export const SUPPORT_COMMANDS: Record<string, OperatorCommand> = {
  ticket: {
    usage: 'ticket list [1|2|3] | reply <uuid> <message...> | resolve <uuid>',
    summary: 'Answer a support ticket as staff (notifies its installer), or mark it resolved.',
    async run(client, [action, uuid, ...words]) {
      if (action === 'list') {
        const status = uuid ?? '1';
        const tickets = await callOperator(client, operatorTicketList, { query: { status } });
        if (tickets.length === 0) return `No ${STATUS[Number(status)] ?? ''} tickets.`;
        return tickets
          .map((x) => `${x.uuid}  ${x.updated_at.slice(0, 16)}  ${x.company} / ${x.installer}: ${x.title}`)
          .join('\n');
      }
      if (action === 'reply' && uuid && words.length > 0) {
        const admin = process.env.OPERATOR_NAME || 'Club support';
        const { ticket, message } = await callOperator(client, operatorTicketReply, {
          params: { uuid },
          body: { message: words.join(' '), admin },
        });
        return `Replied to "${ticket.title}" as ${admin} (message ${message.uuid}); the ticket is ${STATUS[ticket.status]}.`;
      }
      if (action === 'resolve' && uuid && words.length === 0) {
        const ticket = await callOperator(client, operatorTicketResolve, { params: { uuid } });
        return `Ticket "${ticket.title}" is ${STATUS[ticket.status]}.`;
      }
      throw new OperatorError(
        'Usage: npm run operator -- ticket list [1|2|3] | ticket reply <uuid> <message...> | ticket resolve <uuid>',
      );
    },
  },
  emulate: {
    usage: 'emulate <email> <admin name...>',
    summary: 'Start a 60-minute emulation session as the user; prints the token object and the ?faker= value.',
    async run(client, [email, ...name]) {
      if (!email || name.length === 0)
        throw new OperatorError('Usage: npm run operator -- emulate <email> <admin name...>');
      const session = await callOperator(client, operatorEmulate, { body: { email, admin: name.join(' ') } });
      return [
        JSON.stringify(
          { token: session.token, refresh_token: session.refresh_token, expiresAt: session.expiresAt },
          null,
          2,
        ),
        '',
        `Emulating ${session.user.email} as ${session.emulated_by} until ${session.expiresAt}. Open the app with:`,
        `  /?faker=${session.faker}`,
      ].join('\n');
    },
  },
  'emulate-end': {
    usage: 'emulate-end <email>',
    summary: 'End every running emulation session of the user (their emulated tokens answer 401 at once).',
    async run(client, [email]) {
      if (!email) throw new OperatorError('Usage: npm run operator -- emulate-end <email>');
      const { ended } = await callOperator(client, operatorEmulateEnd, { body: { email } });
      return `Ended ${ended} emulation session(s) of ${email}.`;
    },
  },
};
