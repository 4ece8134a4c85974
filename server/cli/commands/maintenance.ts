import { maintenanceState, setMaintenance } from '#contract/operator.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

/** The CLI row for maintenance mode (spread into COMMANDS). */
export const MAINTENANCE_COMMANDS: Record<string, OperatorCommand> = {
  maintenance: {
    usage: 'maintenance on|off|status',
    summary: 'Switch maintenance on or off (every /api call answers 503 while on), or show it.',
    async run(client, [state]) {
      if (state === 'status') {
        const { maintenance } = await callOperator(client, maintenanceState);
        return `Maintenance is ${maintenance ? 'on' : 'off'}.`;
      }
      if (state !== 'on' && state !== 'off')
        throw new OperatorError('Usage: npm run operator -- maintenance on|off|status');
      const { maintenance } = await callOperator(client, setMaintenance, { body: { on: state === 'on' } });
      return `Maintenance is now ${maintenance ? 'on' : 'off'}.`;
    },
  },
};
