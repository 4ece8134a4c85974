import { CERTIFICATE_COMMANDS } from './commands/certificates.ts';
import { LIST_COMMANDS } from './commands/lists.ts';
import { MAINTENANCE_COMMANDS } from './commands/maintenance.ts';
import { MESSAGE_COMMANDS } from './commands/messages.ts';
import { PROJECT_COMMANDS } from './commands/projects.ts';
import { SHOP_OPERATOR_COMMANDS } from './commands/shop.ts';
import { STAFF_COMMANDS } from './commands/staff.ts';
import { SUPPORT_COMMANDS } from './commands/support.ts';
import type { OperatorCommand } from './operator-client.ts';

/**
 * Every staff command, in the order `help` lists them. The rows live in commands/, one module per area, and
 * make their calls through callOperator (operator-client.ts); nothing imports this table but the CLI.
 */
export const COMMANDS: Record<string, OperatorCommand> = {
  ...MAINTENANCE_COMMANDS,
  ...STAFF_COMMANDS,
  ...LIST_COMMANDS,
  ...SUPPORT_COMMANDS,
  ...PROJECT_COMMANDS,
  ...CERTIFICATE_COMMANDS,
  ...SHOP_OPERATOR_COMMANDS,
  ...MESSAGE_COMMANDS,
};

export function usage(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(32)} ${c.summary}`);
  return [
    'Usage: npm run operator -- [--url https://club.example.com] <command> [arguments]',
    '',
    'Signs in with STAFF_TOKEN (a staff session, the calls of its role) when set, else with the operator key',
    '(OPERATOR_KEY, or DATA_DIR/operator.key). Without --url it talks to the server on 127.0.0.1:PORT.',
    '',
    'Commands:',
    ...lines,
  ].join('\n');
}
