import type { EmulationSession } from '../../contract/emulation.ts';
import type { ChatMessage, Ticket } from '../../contract/support.ts';
import { OperatorError } from './operator-client.ts';
import type { OperatorCommand } from './operator-commands.ts';

const STATUS = { 1: 'open', 2: 'in progress', 3: 'resolved' } as const;

/** Staff commands for support tickets and emulation sessions (rows of COMMANDS). */
export const SUPPORT_COMMANDS: Record<string, OperatorCommand> = {
  ticket: {
    usage: 'ticket list [1|2|3] | reply <uuid> <message...> | resolve <uuid>',
    summary: 'Answer a support ticket as staff (notifies its installer), or mark it resolved.',
    async run(client, [action, uuid, ...words]) {
      if (action === 'list') {
        const status = uuid ?? '1';
        const tickets = (await client.request(
          'GET',
          `/operator/support?status=${encodeURIComponent(status)}`,
        )) as Array<{
          uuid: string;
          title: string;
          company: string;
          installer: string;
          updated_at: string;
        }>;
        if (tickets.length === 0) return `No ${STATUS[Number(status) as 1 | 2 | 3] ?? ''} tickets.`;
        return tickets
          .map((x) => `${x.uuid}  ${x.updated_at.slice(0, 16)}  ${x.company} / ${x.installer}: ${x.title}`)
          .join('\n');
      }
      if (action === 'reply' && uuid && words.length > 0) {
        const admin = process.env.OPERATOR_NAME || 'Club support';
        const { ticket, message } = (await client.request('POST', `/operator/support/${uuid}/reply`, {
          message: words.join(' '),
          admin,
        })) as { ticket: Ticket; message: ChatMessage };
        return `Replied to "${ticket.title}" as ${admin} (message ${message.uuid}); the ticket is ${STATUS[ticket.status]}.`;
      }
      if (action === 'resolve' && uuid && words.length === 0) {
        const ticket = (await client.request('POST', `/operator/support/${uuid}/resolve`)) as Ticket;
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
      const session = (await client.request('POST', '/operator/emulate', {
        email,
        admin: name.join(' '),
      })) as EmulationSession;
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
      const { ended } = (await client.request('POST', '/operator/emulate/end', { email })) as { ended: number };
      return `Ended ${ended} emulation session(s) of ${email}.`;
    },
  },
};
