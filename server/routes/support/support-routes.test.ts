import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage, Ticket, ticketList } from '#contract/support.ts';
import { SEED_TICKETS } from '#server/db/seed/seed-support.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const INFO = { language: 'pl', hostname: 'club.example', region: 2, appVersion: '1.0.0', appType: 'web' };
const Chat = v.object({ data: v.array(ChatMessage) });

describe('support tickets and chat', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let member: Record<string, string>;
  let memberUuid: string;
  beforeAll(async () => {
    owner = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const m = await signIn(t, 'member.pl@example.com');
    member = bearer(m.token);
    memberUuid = m.installer.user_id;
  });

  it("shows an owner the company's tickets and a member only their own", async () => {
    const all = v.parse(ticketList.response, (await t.call('GET', '/api/v1/support', undefined, owner)).body);
    expect(all.data.map((x) => x.uuid)).toEqual([
      SEED_TICKETS.memberScan,
      SEED_TICKETS.missingPoints,
      SEED_TICKETS.businessCards,
    ]);
    expect(all.data[1]).toMatchObject({ status: 2, last_message: { sender: 'admin' } });
    const mine = v.parse(ticketList.response, (await t.call('GET', '/api/v1/support', undefined, member)).body);
    expect(mine.data.map((x) => x.uuid)).toEqual([SEED_TICKETS.memberScan]);
    const narrowed = await t.call('GET', `/api/v1/support?installer_uuid=${memberUuid}&limit=10`, undefined, owner);
    expect((narrowed.body as { data: unknown[] }).data).toHaveLength(1);
    const paged = v.parse(
      ticketList.response,
      (await t.call('GET', '/api/v1/support?limit=2&page=2', undefined, owner)).body,
    );
    expect(paged.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it('reads a conversation oldest first, limited to the newest messages', async () => {
    const chat = v.parse(
      Chat,
      (await t.call('GET', `/api/v1/support/${SEED_TICKETS.missingPoints}/chat`, undefined, owner)).body,
    );
    expect(chat.data.map((m) => m.sender)).toEqual(['installer', 'admin', 'installer', 'admin']);
    const last2 = v.parse(
      Chat,
      (await t.call('GET', `/api/v1/support/${SEED_TICKETS.missingPoints}/chat?limit=2`, undefined, owner)).body,
    );
    expect(last2.data).toEqual(chat.data.slice(2));
    expect(
      (await t.call('GET', `/api/v1/support/${SEED_TICKETS.missingPoints}/chat?limit=1001`, undefined, owner)).status,
    ).toBe(400);
  });

  it("hides another member's ticket from a member (404)", async () => {
    for (const path of [
      `/api/v1/support/${SEED_TICKETS.missingPoints}`,
      `/api/v1/support/${SEED_TICKETS.missingPoints}/chat`,
    ]) {
      expect(await t.call('GET', path, undefined, member)).toMatchObject({
        status: 404,
        body: { message: 'Not found.' },
      });
    }
    const post = await t.call('POST', `/api/v1/support/${SEED_TICKETS.missingPoints}/chat`, { message: 'hi' }, member);
    expect(post.status).toBe(404);
  });

  it('opens a ticket with its first message, and validates it', async () => {
    const res = await t.call(
      'POST',
      '/api/v1/support',
      { title: ' Card top-up ', body: 'My top-up is pending.', info: INFO },
      member,
    );
    expect(res.status).toBe(201);
    const ticket = v.parse(Ticket, res.body);
    expect(ticket).toMatchObject({
      title: 'Card top-up',
      status: 1,
      installer_uuid: memberUuid,
      last_message: { sender: 'installer', message: 'My top-up is pending.' },
    });
    const bad = await t.call(
      'POST',
      '/api/v1/support',
      { title: '', body: 'x'.repeat(5001), info: { region: {} } },
      member,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['body', 'info.region', 'title']);
  });

  it('staff reply (notifying the installer), an installer answer back and one after resolving open it again', async () => {
    const ticket = SEED_TICKETS.memberScan;
    const reply = (headers?: Record<string, string>) =>
      t.call('POST', `/api/staff/tickets/${ticket}/reply`, { message: 'Yes, type it in.' }, headers);
    expect((await reply()).status).toBe(401);
    expect((await reply(member)).status).toBe(401);
    const replied = await reply(OPERATOR);
    expect(replied).toMatchObject({ status: 200, body: { ticket: { status: 2 }, message: { sender: 'admin' } } });
    // Given with the operator key, the answer is signed 'Club support'.
    const conversation = await t.call<{ messages: { message: string; admin_name: string | null }[] }>(
      'GET',
      `/api/staff/tickets/${ticket}`,
      undefined,
      OPERATOR,
    );
    expect(conversation.body.messages.at(-1)).toMatchObject({
      message: 'Yes, type it in.',
      admin_name: 'Club support',
    });
    const notes = await t.call('GET', '/api/v1/notifications?mark=unread', undefined, member);
    expect((notes.body as { data: unknown[] }).data[0]).toMatchObject({
      event: 'support.replied',
      meta: { ticket_uuid: ticket },
    });
    // The installer answers back: the ticket waits for staff again, in the inbox's first tab.
    expect((await t.call('POST', `/api/v1/support/${ticket}/chat`, { message: 'Thanks, and?' }, member)).status).toBe(
      201,
    );
    expect(await t.call('GET', `/api/v1/support/${ticket}`, undefined, owner)).toMatchObject({ body: { status: 1 } });
    const inbox = await t.call<{ data: { uuid: string }[] }>('GET', '/api/staff/tickets?status=1', undefined, OPERATOR);
    expect(inbox.body.data.map((row) => row.uuid)).toContain(ticket);
    const resolved = await t.call('POST', `/api/staff/tickets/${ticket}/resolve`, undefined, OPERATOR);
    expect(resolved).toMatchObject({ status: 200, body: { status: 3 } });
    const sent = await t.call('POST', `/api/v1/support/${ticket}/chat`, { message: 'One more question.' }, member);
    expect(sent.status).toBe(201);
    expect(v.parse(ChatMessage, sent.body)).toMatchObject({ sender: 'installer', message: 'One more question.' });
    expect(await t.call('GET', `/api/v1/support/${ticket}`, undefined, owner)).toMatchObject({
      body: { status: 1, last_message: { message: 'One more question.' } },
    });
    const missing = await t.call(
      'POST',
      '/api/staff/tickets/00000000-0000-4000-8000-000000000000/resolve',
      undefined,
      OPERATOR,
    );
    expect(missing.status).toBe(404);
  });

  it('opens one ticket for a replayed Idempotency-Key', async () => {
    const headers = { ...member, 'Idempotency-Key': 'ticket-offline-1' };
    const body = { title: 'Replayed', body: 'Sent twice by a flaky network.', info: INFO };
    const first = await t.call('POST', '/api/v1/support', body, headers);
    const again = await t.call('POST', '/api/v1/support', body, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body as object });
    const list = v.parse(
      ticketList.response,
      (await t.call('GET', '/api/v1/support?limit=100', undefined, member)).body,
    );
    expect(list.data.filter((x) => x.title === 'Replayed')).toHaveLength(1);
  });

  it('adds one chat message for a replayed Idempotency-Key (a message sent from the outbox)', async () => {
    const ticket = SEED_TICKETS.memberScan;
    const headers = { ...member, 'Idempotency-Key': 'support-message-offline-1' };
    const first = await t.call('POST', `/api/v1/support/${ticket}/chat`, { message: 'Sent from the roof.' }, headers);
    const again = await t.call('POST', `/api/v1/support/${ticket}/chat`, { message: 'Sent from the roof.' }, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body as object });
    const chat = v.parse(Chat, (await t.call('GET', `/api/v1/support/${ticket}/chat`, undefined, member)).body);
    expect(chat.data.filter((m) => m.message === 'Sent from the roof.')).toHaveLength(1);
    const other = await t.call('POST', `/api/v1/support/${ticket}/chat`, { message: 'Another text.' }, headers);
    expect(other.status).toBe(422);
  });
});
