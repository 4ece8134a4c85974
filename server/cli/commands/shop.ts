import { activateCard, blockCard, settleTopUps } from '#contract/club-card.ts';
import { setOrderStatus, setVariantStock } from '#contract/orders.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const STATUS_NAMES: Record<number, string> = {
  1: 'pending',
  2: 'approved',
  3: 'completed',
  4: 'rejected',
  5: 'failed',
};

/** The statuses staff may move an order to, as the contract's setOrderStatus takes them. */
const TARGET_STATUSES = [2, 3, 4, 5] as const;

/** Staff commands for orders, stock and the club card sandbox (spread into the CLI's COMMANDS table). */
export const SHOP_OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
  order: {
    usage: 'order status <uuid|number> <2|3|4|5>',
    summary: 'Move an order: 2 approve (issues vouchers), 3 complete, 4 reject (refunds points), 5 failed.',
    async run(client, [sub, order, status]) {
      const target = TARGET_STATUSES.find((s) => String(s) === status);
      if (sub !== 'status' || !order || target === undefined) {
        throw new OperatorError('Usage: npm run operator -- order status <uuid|number> <2|3|4|5>');
      }
      const result = await callOperator(client, setOrderStatus, { body: { order, status: target } });
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
    usage: 'card activate <companyUuid> | card block <companyUuid> | card settle',
    summary:
      "Activate a company's ISSUED club card, mark it blocked by the issuer, or let the card sandbox settle pending top-ups.",
    async run(client, [sub, company]) {
      if (sub === 'activate' && company) {
        await callOperator(client, activateCard, { body: { company } });
        return 'The card is now ACTIVE.';
      }
      if (sub === 'block' && company) {
        await callOperator(client, blockCard, { body: { company } });
        return 'The card is now blocked: it shows as inactive and takes no top-ups.';
      }
      if (sub === 'settle') {
        const r = await callOperator(client, settleTopUps);
        return `Top-ups settled: ${r.succeeded} succeeded, ${r.refused} refused, ${r.rejected} rejected.`;
      }
      throw new OperatorError(
        'Usage: npm run operator -- card activate <companyUuid> | card block <companyUuid> | card settle',
      );
    },
  },
};
