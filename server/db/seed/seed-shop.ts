import { cardMoneyOf } from '#contract/club-card.ts';
import type { Queryable } from '../db.ts';
import { MARKETING_SERVICES, OTHER_REGIONS, PL_CATEGORIES, PL_PRODUCTS, seedCatalog } from './seed-shop-catalog.ts';

const PL = 2;

interface DemoOrder {
  sku: string;
  quantity: number;
  type: 'voucher' | 'product';
  status: 1 | 2 | 3 | 4;
  at: string;
  voucher?: { number: string; password: string; expiresAt: string };
}

/** owner.pl's orders, one per status the app shows; their ledger rows net to zero with the promotion below. */
const PL_ORDERS: DemoOrder[] = [
  { sku: 'JACKET-SOFTSHELL-M', quantity: 1, type: 'product', status: 3, at: '2025-06-10T10:00:00Z' },
  { sku: 'TOOL-DRILL-18V', quantity: 1, type: 'product', status: 4, at: '2025-07-02T10:00:00Z' },
  {
    sku: 'VCH-ALLEGRO-100',
    quantity: 1,
    type: 'voucher',
    status: 2,
    at: '2025-09-15T10:00:00Z',
    voucher: { number: '4921-0035-7781-2046', password: '583104', expiresAt: '2026-09-15T10:00:00.000Z' },
  },
  { sku: 'TOOL-SCREWDRIVERS', quantity: 1, type: 'product', status: 1, at: '2025-10-20T10:00:00Z' },
];

const PL_CUSTOMER = {
  name: 'Piotr',
  surname: 'Kowalski',
  company_name: 'Kowalski Dachy Sp. z o.o.',
  email: 'owner.pl@example.com',
  phone: '+48500000001',
  phone_prefix: '+48',
  phone_number: '500000001',
  country: 'PL',
  street: 'ul. Dekarska',
  house_number: '12',
  city: 'Kraków',
  postal_code: '30-001',
  delivery: 'company',
};

/** The print services a personalised product may list: part of the club's rules, in every environment. */
export async function seedMarketingServices(tx: Queryable): Promise<void> {
  for (const [i, [text, icon]] of MARKETING_SERVICES.entries()) {
    await tx.query('INSERT INTO marketing_services (text, icon, position) VALUES ($1, $2, $3)', [text, icon, i + 1]);
  }
}

/** The demo catalogue of every region, owner.pl's orders and owner.ro's club card. */
export async function seedShop(tx: Queryable): Promise<void> {
  await seedCatalog(tx, PL, PL_CATEGORIES, PL_PRODUCTS);
  for (const r of OTHER_REGIONS) await seedCatalog(tx, r.region, r.categories, r.products);
  await seedPlOrders(tx);
  await seedRoCard(tx);
}

async function ledger(
  tx: Queryable,
  companyId: number,
  userId: number | null,
  reason: string,
  variation: string,
  points: number,
  options: unknown,
  at: string,
) {
  await tx.query(
    'INSERT INTO points_ledger (company_id, user_id, reason, variation, points, options, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [companyId, userId, reason, variation, points, JSON.stringify(options), at],
  );
}

async function seedPlOrders(tx: Queryable): Promise<void> {
  const [owner] = await tx.query<{ id: number; company_id: number }>(
    "SELECT id, company_id FROM users WHERE email = 'owner.pl@example.com'",
  );
  if (!owner) return;
  let spent = 0;
  for (const o of PL_ORDERS) {
    const [v] = await tx.query<{
      uuid: string;
      title: string;
      price: number;
      name: string;
      images: { thumbnail: string }[];
    }>(
      `SELECT v.uuid, v.title, v.price, p.name, p.images FROM shop_variants v JOIN shop_products p ON p.id = v.product_id
        WHERE v.sku = $1 AND p.region_id = $2`,
      [o.sku, PL],
    );
    const points = v!.price * o.quantity;
    const contents = [
      {
        name: v!.title ? `${v!.name} – ${v!.title}` : v!.name,
        image: v!.images[0]?.thumbnail ?? null,
        quantity: o.quantity,
        price: v!.price,
        variantGuid: v!.uuid,
        inputData: null,
      },
    ];
    const customer = o.type === 'voucher' ? { ...PL_CUSTOMER, delivery: 'personal' } : PL_CUSTOMER;
    const [order] = await tx.query<{ id: number; uuid: string; number: string }>(
      `INSERT INTO orders (number, company_id, user_id, type, status, points, item_count, customer, meta, created_at, updated_at)
       VALUES (nextval('order_number_seq')::text, $1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id, uuid, number`,
      [
        owner.company_id,
        owner.id,
        o.type,
        o.status,
        points,
        o.quantity,
        JSON.stringify(customer),
        JSON.stringify({ contents, response: o.voucher ?? null }),
        o.at,
      ],
    );
    const options = { order: { order_number: order!.number, uuid: order!.uuid, points } };
    await ledger(tx, owner.company_id, owner.id, 'Order Reservation', 'reserved', -points, options, o.at);
    if (o.status === 4)
      await ledger(tx, owner.company_id, null, 'Order reject', 'positive', points, options, o.at.replace('T10', 'T15'));
    else spent += points;
    if (o.status === 3)
      await ledger(tx, owner.company_id, null, 'Order complete', 'negative', 0, options, o.at.replace('T10', 'T16'));
    if (o.voucher) {
      await tx.query(
        'INSERT INTO sandbox_vouchers (order_id, variant_uuid, number, password, expires_at, issued_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [order!.id, v!.uuid, o.voucher.number, o.voucher.password, o.voucher.expiresAt, o.at],
      );
    }
  }
  // A company-wide promotion (no member earned it) keeps the demo balance at exactly 1,200.
  await ledger(tx, owner.company_id, null, 'Summer promotion', 'positive', spent, {}, '2025-05-01T08:00:00Z');
}

/** owner.ro has an ACTIVE card with a history of each outcome; the RO balance is unchanged. */
async function seedRoCard(tx: Queryable): Promise<void> {
  const [owner] = await tx.query<{ id: number; company_id: number }>(
    "SELECT id, company_id FROM users WHERE email = 'owner.ro@example.com'",
  );
  if (!owner) return;
  const [card] = await tx.query<{ id: number }>(
    `INSERT INTO club_cards (company_id, csn, status, verified_at, activated_at)
     VALUES ($1, '1234567890', 'ACTIVE', '2025-03-01T09:00:00Z', '2025-03-03T09:00:00Z') RETURNING id`,
    [owner.company_id],
  );
  await tx.query("UPDATE companies SET has_edenred_card = true, edenred_card = '1234567890' WHERE id = $1", [
    owner.company_id,
  ]);
  const history: [number, string, string][] = [
    [50, 'SUCCEEDED', '2025-04-02T09:00:00Z'],
    [25, 'REFUSED', '2025-05-06T09:00:00Z'],
    [20, 'PENDING', '2025-10-01T09:00:00Z'],
  ];
  // The Romanian card is loaded in lei (docs/decisions/0282).
  const ro = cardMoneyOf(3);
  let spent = 0;
  for (const [points, status, at] of history) {
    const [t] = await tx.query<{ uuid: string }>(
      `INSERT INTO card_top_ups (company_id, card_id, user_id, points, currency, value, status, created_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING uuid`,
      [
        owner.company_id,
        card!.id,
        owner.id,
        points,
        ro.currency,
        points * ro.per_point,
        status,
        at,
        status === 'PENDING' ? null : at,
      ],
    );
    await ledger(
      tx,
      owner.company_id,
      owner.id,
      'Club card top-up',
      'negative',
      -points,
      { top_up: { uuid: t!.uuid } },
      at,
    );
    if (status === 'REFUSED')
      await ledger(
        tx,
        owner.company_id,
        null,
        'Club card top-up refund',
        'positive',
        points,
        { top_up: { uuid: t!.uuid } },
        at,
      );
    else spent += points;
  }
  await ledger(tx, owner.company_id, null, 'Spring promotion', 'positive', spent, {}, '2025-03-20T08:00:00Z');
}
