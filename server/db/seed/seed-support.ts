import type { Queryable } from '../db.ts';
import { seedNotificationTexts } from './notification-texts.ts';

/** Fixed uuids so browser tests and the README can open these exact tickets. */
export const SEED_TICKETS = {
  missingPoints: '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f01',
  businessCards: '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f02',
  memberScan: '7c1e4b52-3f0a-4d6e-9b1a-5a1d2c3e4f03',
} as const;

type Msg = [sender: 'installer' | 'admin', at: string, text: string];
interface TicketSeed {
  uuid: string;
  email: string;
  title: string;
  status: 1 | 2 | 3;
  messages: Msg[];
}

const INFO = { language: 'pl', hostname: 'localhost', region: 2, appVersion: '1.0.0', appType: 'web' };

const TICKETS: TicketSeed[] = [
  {
    uuid: SEED_TICKETS.missingPoints,
    email: 'owner.pl@example.com',
    title: 'Points for my last project are missing',
    status: 2,
    messages: [
      ['installer', '2026-11-17T08:30:00Z', 'I closed a project last week but the points are not on my balance yet.'],
      ['admin', '2026-11-17T12:05:00Z', 'Thank you, we are checking the scans of that project with the distributor.'],
      ['installer', '2026-11-18T07:45:00Z', 'Thanks. The invoice number is FV/2026/11/042 if that helps.'],
      ['admin', '2026-11-18T10:15:00Z', 'Found it: the scans are approved and the points will be credited today.'],
    ],
  },
  {
    uuid: SEED_TICKETS.businessCards,
    email: 'owner.pl@example.com',
    title: 'How do I order business cards?',
    status: 3,
    messages: [
      ['installer', '2026-10-01T09:00:00Z', 'Where can I order personalised business cards with my logo?'],
      [
        'admin',
        '2026-10-01T11:20:00Z',
        'In the shop, category Marketing: choose the card, fill in the form and upload your logo.',
      ],
    ],
  },
  {
    uuid: SEED_TICKETS.memberScan,
    email: 'member.pl@example.com',
    title: 'The app does not read a window code',
    status: 1,
    messages: [
      ['installer', '2026-11-19T14:10:00Z', 'The QR code on one window is damaged. Can I enter the serial number?'],
    ],
  },
];

interface NotificationSeed {
  email: string;
  type: 'info' | 'warning' | 'important';
  event: string;
  title: string;
  text: string;
  meta: Record<string, unknown>;
  at: string;
  read: boolean;
}

/** The newest uuid of a PL company object in another engineer's table, when that table and a row exist. */
async function plRow(
  tx: Queryable,
  table: 'orders' | 'projects',
  where: string,
): Promise<{ uuid: string; number?: string } | undefined> {
  const [exists] = await tx.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
  if (!exists?.ok) return undefined;
  const [row] = await tx.query<{ uuid: string; number?: string }>(
    `SELECT x.uuid${table === 'orders' ? ', x.number' : ''} FROM ${table} x JOIN users u ON u.company_id = x.company_id
     WHERE u.email = 'owner.pl@example.com' ${where} ORDER BY x.created_at DESC LIMIT 1`,
  );
  return row ? { uuid: String(row.uuid), number: row.number ?? undefined } : undefined;
}

async function notificationSeeds(tx: Queryable): Promise<NotificationSeed[]> {
  const orderRow = await plRow(tx, 'orders', 'AND x.status = 2');
  const project = (await plRow(tx, 'projects', 'AND x.status <> 1'))?.uuid;
  const pl = 'owner.pl@example.com';
  return [
    {
      email: pl,
      type: 'info',
      event: 'support.replied',
      title: 'Support replied',
      text: 'Club support answered your ticket "Points for my last project are missing".',
      meta: { ticket_uuid: SEED_TICKETS.missingPoints, ticket_title: 'Points for my last project are missing' },
      at: '2026-11-18T10:15:00Z',
      read: false,
    },
    {
      email: pl,
      type: 'info',
      event: 'order.status_changed',
      title: 'Your order was approved',
      text: 'Your order is approved and on its way.',
      meta: orderRow ? { order_uuid: orderRow.uuid, number: orderRow.number, status: 2 } : { status: 2 },
      at: '2026-11-16T09:00:00Z',
      read: false,
    },
    {
      email: pl,
      type: 'warning',
      event: 'points.expiring',
      title: 'Points expire soon',
      text: 'Some of your points expire at the end of the year. Spend them in the shop.',
      meta: {},
      at: '2026-11-10T07:00:00Z',
      read: false,
    },
    {
      email: pl,
      type: 'important',
      event: 'club.rules_changed',
      title: 'New club rules from 1 January',
      text: 'The club rules change on 1 January 2027. Please read the new terms.',
      meta: {},
      at: '2026-11-05T07:00:00Z',
      read: false,
    },
    {
      email: pl,
      type: 'info',
      event: 'project.status_changed',
      title: 'Project closed',
      text: 'Your project was closed and its points were credited.',
      meta: project ? { project_uuid: project, status: 2 } : { status: 2 },
      at: '2026-10-20T12:00:00Z',
      read: true,
    },
    {
      email: pl,
      type: 'info',
      event: 'support.replied',
      title: 'Support replied',
      text: 'Club support answered your ticket "How do I order business cards?".',
      meta: { ticket_uuid: SEED_TICKETS.businessCards, ticket_title: 'How do I order business cards?' },
      at: '2026-10-01T11:20:00Z',
      read: true,
    },
    {
      email: 'member.pl@example.com',
      type: 'info',
      event: 'team.joined',
      title: 'Welcome to the team',
      text: 'Piotr Kowalski added you to Kowalski Dachy Sp. z o.o.',
      meta: {},
      at: '2024-04-10T09:00:00Z',
      read: false,
    },
    {
      email: 'owner.ro@example.com',
      type: 'info',
      event: 'club.welcome',
      title: 'Welcome to the club',
      text: 'Scan your first windows to earn points.',
      meta: {},
      at: '2024-05-20T09:10:00Z',
      read: false,
    },
    {
      email: 'decor.cz@example.com',
      type: 'info',
      event: 'club.welcome',
      title: 'Welcome to the club',
      text: 'Order personalised marketing materials in the shop with your points.',
      meta: {},
      at: '2024-06-12T09:10:00Z',
      read: false,
    },
  ];
}

/** Support conversations and notifications for the demo accounts (no points: PL's balance stays 1,200). */
export async function seedSupport(tx: Queryable): Promise<void> {
  for (const t of TICKETS) {
    const first = t.messages[0]![1];
    const last = t.messages.at(-1)![1];
    const [ticket] = await tx.query<{ id: number }>(
      `INSERT INTO support_tickets (uuid, company_id, user_id, title, status, info, created_at, updated_at)
       SELECT $1::uuid, company_id, id, $3, $4::smallint, $5::jsonb, $6::timestamptz, $7::timestamptz FROM users WHERE email = $2 RETURNING id`,
      [t.uuid, t.email, t.title, t.status, JSON.stringify(INFO), first, last],
    );
    for (const [sender, at, message] of t.messages) {
      await tx.query(
        `INSERT INTO support_messages (ticket_id, sender, user_id, admin_name, message, created_at)
         VALUES ($1, $2::text, CASE WHEN $2::text = 'installer' THEN (SELECT user_id FROM support_tickets WHERE id = $1) END,
           CASE WHEN $2::text = 'admin' THEN 'Ewa (club support)' END, $3, $4)`,
        [ticket!.id, sender, message, at],
      );
    }
  }
  for (const n of await notificationSeeds(tx)) {
    await tx.query(
      `INSERT INTO notifications (user_id, type, event, title, text, meta, read_at, created_at)
       SELECT id, $2, $3, $4, $5, $6::jsonb, CASE WHEN $7::boolean THEN $8::timestamptz END, $8::timestamptz FROM users WHERE email = $1`,
      [n.email, n.type, n.event, n.title, n.text, JSON.stringify(n.meta), n.read, n.at],
    );
  }
  await seedNotificationTexts(tx);
}
