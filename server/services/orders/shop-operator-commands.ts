import type { OperatorClient } from '../../cli/operator-client.ts';
import { OperatorError } from '../../cli/operator-client.ts';
import type { OperatorCommand } from '../../cli/operator-commands.ts';

const STATUS_NAMES: Record<number, string> = {
  1: 'pending',
  2: 'approved',
  3: 'completed',
  4: 'rejected',
  5: 'failed',
};

/** Staff commands for orders and the club card sandbox (spread into the CLI's COMMANDS table). */
export const SHOP_OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
  order: {
    usage: 'order status <uuid|number> <2|3|4|5>',
    summary: 'Move an order: 2 approve (issues vouchers), 3 complete, 4 reject (refunds points), 5 failed.',
    async run(client: OperatorClient, [sub, order, status]) {
      if (sub !== 'status' || !order || !['2', '3', '4', '5'].includes(status ?? '')) {
        throw new OperatorError('Usage: npm run operator -- order status <uuid|number> <2|3|4|5>');
      }
      const result = (await client.request('POST', '/operator/orders/status', { order, status: Number(status) })) as {
        number: string;
        status: number;
        response: unknown;
      };
      const codes = result.response ? ` Voucher: ${JSON.stringify(result.response)}` : '';
      return `Order ${result.number} is now ${STATUS_NAMES[result.status]}.${codes}`;
    },
  },
  shop: {
    usage: 'shop stock <sku> <count>',
    summary: "Set a variant's stock (carts are clipped to it when next opened).",
    async run(client: OperatorClient, [sub, sku, count]) {
      if (sub !== 'stock' || !sku || !/^\d{1,7}$/.test(count ?? '')) {
        throw new OperatorError('Usage: npm run operator -- shop stock <sku> <count>');
      }
      const result = (await client.request('POST', '/operator/shop/stock', { sku, stock: Number(count) })) as {
        sku: string;
        stock: number;
      };
      return `Stock of ${result.sku} is now ${result.stock}.`;
    },
  },
  card: {
    usage: 'card activate <companyUuid> | card block <companyUuid> | card settle',
    summary:
      "Activate a company's ISSUED club card, mark it blocked by the issuer, or let the card sandbox settle pending top-ups.",
    async run(client: OperatorClient, [sub, company]) {
      if (sub === 'activate' && company) {
        await client.request('POST', '/operator/card/activate', { company });
        return 'The card is now ACTIVE.';
      }
      if (sub === 'block' && company) {
        await client.request('POST', '/operator/card/block', { company });
        return 'The card is now blocked: it shows as inactive and takes no top-ups.';
      }
      if (sub === 'settle') {
        const r = (await client.request('POST', '/operator/card/settle')) as Record<string, number>;
        return `Top-ups settled: ${r.succeeded} succeeded, ${r.refused} refused, ${r.rejected} rejected.`;
      }
      throw new OperatorError(
        'Usage: npm run operator -- card activate <companyUuid> | card block <companyUuid> | card settle',
      );
    },
  },
};
