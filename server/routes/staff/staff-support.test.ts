import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#contract/support.ts';
import { SEED_TICKETS } from '#server/db/seed/seed-support.ts';
import { auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Inbox = { data: { uuid: string; waiting_hours: number; company: { name: string } }[]; total: number };

describe('staff support inbox', () => {
  const t = useTestApp();
  let support: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    member = bearer((await signIn(t, 'member.pl@example.com')).token);
  });

  it('lists the tickets waiting for staff and shows one with its conversation and the company’s orders', async () => {
    const inbox = await t.call<Inbox>('GET', '/api/staff/tickets', undefined, support);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.map((r) => r.uuid)).toContain(SEED_TICKETS.memberScan);
    expect(inbox.body.data.find((r) => r.uuid === SEED_TICKETS.memberScan)!.waiting_hours).toBeGreaterThan(0);
    const detail = await t.call<{
      messages: ChatMessage[];
      recent_orders: unknown[];
      row: { company: { name: string } };
    }>('GET', `/api/staff/tickets/${SEED_TICKETS.memberScan}`, undefined, support);
    expect(detail.body.row.company.name).toBe('Kowalski Dachy Sp. z o.o.');
    expect(detail.body.messages.length).toBeGreaterThan(0);
    expect(detail.body.recent_orders.length).toBeGreaterThan(0);
  });

  it('replies as the staff member, which the installer’s conversation shows, and resolves', async () => {
    const audits = await auditCount(t);
    const reply = await t.call<{ ticket: { status: number } }>(
      'POST',
      `/api/staff/tickets/${SEED_TICKETS.memberScan}/reply`,
      { message: 'Type the serial number under the barcode.' },
      support,
    );
    expect(reply.body.ticket.status).toBe(2);
    const chat = await t.call<{ data: ChatMessage[] }>(
      'GET',
      `/api/v1/support/${SEED_TICKETS.memberScan}/chat`,
      undefined,
      member,
    );
    expect(chat.body.data.at(-1)).toMatchObject({
      sender: 'admin',
      message: 'Type the serial number under the barcode.',
    });
    const detail = await t.call<{ messages: { admin_name: string | null }[] }>(
      'GET',
      `/api/staff/tickets/${SEED_TICKETS.memberScan}`,
      undefined,
      support,
    );
    expect(detail.body.messages.at(-1)!.admin_name).toBe('Sam Support');
    const resolved = await t.call<{ status: number }>(
      'POST',
      `/api/staff/tickets/${SEED_TICKETS.memberScan}/resolve`,
      undefined,
      support,
    );
    expect(resolved.body.status).toBe(3);
    expect(await auditCount(t)).toBe(audits + 2);
    const waiting = await t.call<Inbox>('GET', '/api/staff/tickets', undefined, support);
    expect(waiting.body.data.map((r) => r.uuid)).not.toContain(SEED_TICKETS.memberScan);
  });
});
