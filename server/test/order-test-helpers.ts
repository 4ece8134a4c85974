import type { TestApp } from '#server/test/test-app.ts';

export const PL_CUSTOMER = {
  name: 'Piotr',
  surname: 'Kowalski',
  company_name: 'Kowalski Dachy Sp. z o.o.',
  email: 'owner.pl@example.com',
  phone_prefix: '+48',
  phone_number: '500 000 001',
  country: 'PL',
  street: 'ul. Dekarska',
  house_number: '12',
  city: 'Kraków',
  postal_code: '30-001',
  delivery: 'company',
};

/** Variant uuids of the seeded catalogue by SKU. */
export async function variantUuids(t: TestApp): Promise<(sku: string) => string> {
  const rows = await t.deps.db.query<{ sku: string; uuid: string }>('SELECT sku, uuid FROM shop_variants');
  return (sku) => {
    const row = rows.find((r) => r.sku === sku);
    if (!row) throw new Error(`no variant ${sku}`);
    return row.uuid;
  };
}

export async function balanceOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.deps.db.query<{ n: number }>(
    `SELECT coalesce(sum(points), 0)::int AS n FROM points_ledger
      WHERE company_id = (SELECT company_id FROM users WHERE email = $1)`,
    [email],
  );
  return row!.n;
}

export async function setStock(t: TestApp, sku: string, stock: number): Promise<void> {
  await t.deps.db.query('UPDATE shop_variants SET stock = $2 WHERE sku = $1', [sku, stock]);
}
