import type { Queryable } from '#server/db/db.ts';
import { orderQueue } from './order-queue.ts';

const HOUR_MS = 3_600_000;
const LIMIT = 200;

/** What waits at the card desk: card orders, cards to activate, top-ups to settle, oldest first. */
export async function cardDesk(db: Queryable, now: Date) {
  const hours = (at: Date) => Math.floor((now.getTime() - new Date(at).getTime()) / HOUR_MS);
  const orders = await orderQueue(db, { status: 1, type: 'card', page: 1, perPage: LIMIT }, now);
  const cards = await db.query<{
    csn: string;
    verified_at: Date;
    company_uuid: string;
    company_name: string;
    region_id: number;
  }>(
    `SELECT k.csn, k.verified_at, c.uuid AS company_uuid, c.name AS company_name, c.region_id
     FROM club_cards k JOIN companies c ON c.id = k.company_id
     WHERE k.status = 'ISSUED' ORDER BY k.verified_at, k.id LIMIT $1`,
    [LIMIT],
  );
  const topUps = await db.query<{
    uuid: string;
    points: number;
    value: string;
    currency: string;
    created_at: Date;
    company_uuid: string;
    company_name: string;
    region_id: number;
  }>(
    `SELECT t.uuid, t.points, t.value, t.currency, t.created_at, c.uuid AS company_uuid, c.name AS company_name,
            c.region_id
     FROM card_top_ups t JOIN companies c ON c.id = t.company_id
     WHERE t.status = 'PENDING' ORDER BY t.created_at, t.id LIMIT $1`,
    [LIMIT],
  );
  const company = (r: { company_uuid: string; company_name: string; region_id: number }) => ({
    uuid: String(r.company_uuid),
    name: r.company_name,
    region_id: r.region_id,
  });
  return {
    card_orders: orders.data,
    to_activate: cards.map((k) => ({
      company: company(k),
      csn: k.csn,
      verified_at: new Date(k.verified_at).toISOString(),
      waiting_hours: hours(k.verified_at),
    })),
    top_ups: topUps.map((t) => ({
      uuid: String(t.uuid),
      company: company(t),
      points: t.points,
      value: Number(t.value),
      currency: t.currency,
      created_at: new Date(t.created_at).toISOString(),
      waiting_hours: hours(t.created_at),
    })),
  };
}

/** The company's card status, for the audit line's "before"; undefined without a card. */
export async function cardStatusOf(db: Queryable, companyUuid: string): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>(
    'SELECT k.status FROM club_cards k JOIN companies c ON c.id = k.company_id WHERE c.uuid = $1::uuid',
    [companyUuid],
  );
  return row?.status;
}
