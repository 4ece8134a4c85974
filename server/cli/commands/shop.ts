import { setVariantStock } from '#contract/orders.ts';
import { staffCardActivate, staffCardBlock, staffTopUpsSettle } from '#contract/staff-cards.ts';
import { staffOrderStatus } from '#contract/staff-orders.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const STATUS_NAMES: Record<number, string> = {
  1: 'pending',
  2: 'approved',
  3: 'completed',
  4: 'rejected',
  5: 'failed',
};

/** The statuses staff may move an order to, as staffOrderStatus takes them. */
const TARGET_STATUSES = [2, 3, 4, 5] as const;

/** Staff commands for orders, stock and the club card sandbox (spread into the CLI's COMMANDS table). */
export const SHOP_OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
  order: {
    usage: 'order status <uuid> <2|3|4|5> [reason...]',
    summary:
      'Move an order (`orders` lists them): 2 approve (issues vouchers), 3 complete, 4 reject (refunds points) or ' +
      '5 failed, both with the reason the installer sees.',
    async run(client, [sub, order, status, ...reason]) {
      const target = TARGET_STATUSES.find((s) => String(s) === status);
      if (sub !== 'status' || !order || target === undefined) {
        throw new OperatorError('Usage: npm run operator -- order status <uuid> <2|3|4|5> [reason...]');
      }
      const result = await callOperator(client, staffOrderStatus, {
        params: { uuid: order },
        body: reason.length > 0 ? { status: target, reason: reason.join(' ') } : { status: target },
      });
      const codes = result.response ? ` Voucher: ${JSON.stringify(result.response)}` : '';
      return `Order ${result.number} is now ${STATUS_NAMES[result.status]}.${codes}`;
    },
  },
  shop: {
    usage: 'shop stock <sku> <count>',
    summary: "Set a variant's stock (carts are clipped to it when next opened).",
    async run(client, [sub, sku, count]) {
      if (sub !== 'stock' || !sku || !/^\d{1,7}$/.test(count ?? '')) {
        throw new OperatorError('Usage: npm run operator -- shop stock <sku> <count>');
      }
      const result = await callOperator(client, setVariantStock, { body: { sku, stock: Number(count) } });
      return `Stock of ${result.sku} is now ${result.stock}.`;
    },
  },
  card: {
    usage: 'card activate <companyUuid> | card block <companyUuid> <reason...> | card settle',
    summary:
      "Activate a company's ISSUED club card, block it (lost, stolen, closed) with a reason, or settle the pending " +
      "top-ups with the issuer's result.",
    async run(client, [sub, company, ...reason]) {
      if (sub === 'activate' && company && reason.length === 0) {
        await callOperator(client, staffCardActivate, { params: { company } });
        return 'The card is now ACTIVE.';
      }
      if (sub === 'block' && company && reason.length > 0) {
        await callOperator(client, staffCardBlock, { params: { company }, body: { reason: reason.join(' ') } });
        return 'The card is now blocked: it shows as inactive and takes no top-ups.';
      }
      if (sub === 'settle' && !company) {
        const r = await callOperator(client, staffTopUpsSettle);
        return `Top-ups settled: ${r.succeeded} succeeded, ${r.refused} refused, ${r.rejected} rejected.`;
      }
      throw new OperatorError(
        'Usage: npm run operator -- card activate <companyUuid> | card block <companyUuid> <reason...> | card settle',
      );
    },
  },
};
