import { randomInt } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';

export interface IssuedVoucher {
  number: string;
  expiresAt: string;
  password: string;
}

export type VoucherResult = { ok: true; vouchers: IssuedVoucher[] } | { ok: false; reason: string };

/** Vouchers are valid for a year from issue, as the partner shops' gift cards are. */
const VALID_MS = 365 * 24 * 3600_000;
/** Variants whose SKU starts with this are refused by the sandbox, so the failure path can be shown and tested. */
export const DECLINED_SKU_PREFIX = 'SANDBOX-DECLINE';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * The voucher provider's sandbox: issues one code per voucher ordered and keeps them in its own table,
 * as the real partner API would. It refuses the whole order when any variant is one it cannot issue.
 */
export async function issueVouchers(
  tx: Queryable,
  clock: Clock,
  orderId: number,
  lines: { variantGuid: string; quantity: number }[],
): Promise<VoucherResult> {
  const skus = await tx.query<{ uuid: string; sku: string }>(
    'SELECT uuid, sku FROM shop_variants WHERE uuid = ANY($1::uuid[])',
    [lines.map((l) => l.variantGuid)],
  );
  if (skus.some((s) => s.sku.startsWith(DECLINED_SKU_PREFIX))) {
    return { ok: false, reason: 'The voucher provider declined the request: no codes left for this voucher.' };
  }
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + VALID_MS);
  const vouchers: IssuedVoucher[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const voucher = { number: `${digits(4)}-${digits(4)}-${digits(4)}-${digits(4)}`, password: digits(6) };
      await tx.query(
        `INSERT INTO sandbox_vouchers (order_id, variant_uuid, number, password, expires_at, issued_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [orderId, line.variantGuid, voucher.number, voucher.password, expiresAt, now],
      );
      vouchers.push({ ...voucher, expiresAt: expiresAt.toISOString() });
    }
  }
  return { ok: true, vouchers };
}
