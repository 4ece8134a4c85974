import { CERTIFICATE_COMMANDS } from '../routes/behaviours/certificate-operator-commands.ts';
import { PROJECT_COMMANDS } from '../routes/projects/project-operator-commands.ts';
import { SHOP_OPERATOR_COMMANDS } from '../services/orders/shop-operator-commands.ts';
import type { OperatorClient } from './operator-client.ts';
import { OperatorError } from './operator-client.ts';
import { SUPPORT_COMMANDS } from './support-commands.ts';

export interface OperatorCommand {
  usage: string;
  summary: string;
  run(client: OperatorClient, args: string[]): Promise<string>;
}

/** Every staff command; issue 3 adds rows here (orders, tickets, projects, promotions, emulation). */
export const COMMANDS: Record<string, OperatorCommand> = {
  maintenance: {
    usage: 'maintenance on|off|status',
    summary: 'Switch maintenance on or off (every /api call answers 503 while on), or show it.',
    async run(client, [state]) {
      if (state === 'status') {
        const { maintenance } = (await client.request('GET', '/operator/maintenance')) as { maintenance: boolean };
        return `Maintenance is ${maintenance ? 'on' : 'off'}.`;
      }
      if (state !== 'on' && state !== 'off')
        throw new OperatorError('Usage: npm run operator -- maintenance on|off|status');
      const { maintenance } = (await client.request('POST', '/operator/maintenance', { on: state === 'on' })) as {
        maintenance: boolean;
      };
      return `Maintenance is now ${maintenance ? 'on' : 'off'}.`;
    },
  },
  ...SUPPORT_COMMANDS,
  ...PROJECT_COMMANDS,
  ...CERTIFICATE_COMMANDS,
  ...SHOP_OPERATOR_COMMANDS,
};

export function usage(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(32)} ${c.summary}`);
  return ['Usage: npm run operator -- <command> [arguments]', '', 'Commands:', ...lines].join('\n');
}
