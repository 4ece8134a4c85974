import { operatorMessages } from '#contract/operator.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const USAGE = 'Usage: npm run operator -- messages [failed|queued|all]';

/** The CLI row for the message queue (decision 0272), spread into COMMANDS. */
export const MESSAGE_COMMANDS: Record<string, OperatorCommand> = {
  messages: {
    usage: 'messages [failed|queued|all]',
    summary: 'List messages not delivered yet or given up (addresses masked), newest first.',
    async run(client, [status = 'all', ...rest]) {
      if (rest.length > 0 || !['failed', 'queued', 'all'].includes(status)) throw new OperatorError(USAGE);
      const messages = await callOperator(client, operatorMessages, {
        query: { status: status as 'failed' | 'queued' | 'all' },
      });
      if (messages.length === 0) return status === 'all' ? 'No message waits or failed.' : `No ${status} messages.`;
      return messages
        .map((m) => {
          const when =
            m.status === 'failed' ? `failed ${m.failed_at?.slice(0, 16)}` : `next ${m.next_attempt_at?.slice(0, 16)}`;
          const tries = `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
          return `${m.id}  ${m.created_at.slice(0, 16)}  ${m.channel} to ${m.to}  ${m.status}, ${tries}, ${when}  "${m.subject}"${m.last_error ? `: ${m.last_error}` : ''}`;
        })
        .join('\n');
    },
  },
};
