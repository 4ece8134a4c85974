import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderFile } from '#contract/shop.ts';
import { PL_CUSTOMER, variantUuids } from '#server/test/order-test-helpers.ts';
import { runJobs } from '../services/jobs/jobs.ts';
import { HOUR, MINUTE } from '../test/fake-clock.ts';
import { bearer, signIn, type TestApp, useTestApp } from '../test/test-app.ts';
import { NO_ROOM_ON_SERVER, UPLOAD_QUOTA_REACHED, UPLOADS_PER_HOUR_REACHED } from './upload-limit.ts';

const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'upload-limits-'));
const PNG_HEADER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWPg9u8CAAFNAOV/tmSBAAAAAElFTkSuQmCC',
  'base64',
);
/** A PNG of `size` bytes (the picture, then padding after its end): the type is read from its first bytes. */
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
};
const AVATAR = new Uint8Array(
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0b4f8a' } })
    .png()
    .toBuffer(),
);
const SERVICES = Array.from({ length: 6 }, (_, i) => ({ text: `Service ${i}`, icon: 'window' }));

type Answer = { status: number; body: OrderFile & { message: string }; headers: Headers };

describe('uploads are bounded (UPLOAD_QUOTA_MB, UPLOADS_PER_HOUR, DISK_FREE_MARGIN_MB)', () => {
  const t = useTestApp({ dataDir });
  const auth: Record<string, Record<string, string>> = {};
  const uuids: Record<string, string> = {};
  let variant: (sku: string) => string;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** Moves the clock on and signs everyone in again (the access tokens run out within the hour). */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    for (const email of ['owner.pl@example.com', 'member.pl@example.com', 'owner.ro@example.com']) {
      const session = await signIn(t, email);
      auth[email] = bearer(session.token);
      uuids[email] = session.installer.user_id;
    }
  };
  beforeAll(async () => {
    variant = await variantUuids(t);
  });
  // Each test starts two hours after the last: no upload or write it counted is in a window any more.
  const later = () => advance(2 * HOUR);

  const uploadTo = async (app: TestApp, email: string, bytes: Uint8Array, name = 'logo.png'): Promise<Answer> => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type: 'image/png' }));
    const res = await app.app.request('/api/v1/shop/order/files', {
      method: 'POST',
      body: form,
      headers: auth[email],
    });
    return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
  };
  const upload = (email: string, bytes: Uint8Array) => uploadTo(t, email, bytes);
  const avatarTo = async (app: TestApp, email: string, bytes = AVATAR) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'me.png');
    const res = await app.app.request(`/api/v1/company/user/${uuids[email]}/avatar`, {
      method: 'POST',
      body: form,
      headers: auth[email],
    });
    return {
      status: res.status,
      body: (await res.json()) as { message?: string; avatar?: string },
      headers: res.headers,
    };
  };
  const orderFiles = () =>
    existsSync(join(dataDir, 'uploads', 'order-files')) ? readdirSync(join(dataDir, 'uploads', 'order-files')) : [];
  const flyer = (logo: string) =>
    t.call<{ errors?: Record<string, string[]> }>(
      'POST',
      '/api/v2/orders',
      {
        order: [{ uuid: variant('MKT-FLYER-A5-100'), quantity: 1 }],
        type: 'personalised',
        customer: PL_CUSTOMER,
        data: {
          [variant('MKT-FLYER-A5-100')]: {
            companyName: 'Kowalski Dachy',
            phone: '+48500000001',
            longDescription: 'Dachy i okna dachowe od 1998 roku.',
            services: SERVICES,
            logo: { uuid: logo },
          },
        },
      },
      auth['owner.pl@example.com'],
    );
  const runHourlyJobs = () => runJobs(t.deps.db, t.clock, { dataDir });

  it('refuses an order file past the account quota with 413 (files on an order do not count), nothing stored', async () => {
    await later();
    const small = await t.variant({ uploadQuotaBytes: 2 * MB });
    const first = await uploadTo(small, 'owner.pl@example.com', png(900_000));
    expect(first.status).toBe(201);
    expect((await uploadTo(small, 'owner.pl@example.com', png(900_000))).status).toBe(201);
    const stored = orderFiles().length;
    const refused = await uploadTo(small, 'owner.pl@example.com', png(900_000));
    expect(refused).toMatchObject({ status: 413, body: { message: UPLOAD_QUOTA_REACHED } });
    expect(orderFiles()).toHaveLength(stored);
    // Another account has its own room.
    expect((await uploadTo(small, 'owner.ro@example.com', png(900_000))).status).toBe(201);
    // The first file goes on an order: it is the order's now, and the room it took is free again.
    expect((await flyer(first.body.uuid)).status).toBe(201);
    expect((await uploadTo(small, 'owner.pl@example.com', png(900_000))).status).toBe(201);
  });

  it('counts the avatar in the quota of the person it shows, a replaced one not twice', async () => {
    await later();
    const first = await avatarTo(t, 'member.pl@example.com');
    expect(first.status).toBe(200);
    const [row] = await t.deps.db.query<{ bytes: number }>(
      "SELECT avatar_bytes AS bytes FROM users WHERE email = 'member.pl@example.com'",
    );
    const bytes = row!.bytes;
    expect(bytes).toBeGreaterThan(100);
    const tight = await t.variant({ uploadQuotaBytes: Math.floor(bytes * 1.5) });
    expect((await avatarTo(tight, 'member.pl@example.com')).status).toBe(200);
    expect(readdirSync(join(dataDir, 'uploads', 'avatars'))).toHaveLength(1);
    expect(await uploadTo(tight, 'member.pl@example.com', png(bytes))).toMatchObject({
      status: 413,
      body: { message: UPLOAD_QUOTA_REACHED },
    });
    const none = await t.variant({ uploadQuotaBytes: 10 });
    expect(await avatarTo(none, 'member.pl@example.com')).toMatchObject({
      status: 413,
      body: { message: UPLOAD_QUOTA_REACHED },
    });
    expect(readdirSync(join(dataDir, 'uploads', 'avatars'))).toHaveLength(1);
  });

  it('answers 429 with Retry-After past the uploads an account may make in an hour, avatars included', async () => {
    await later();
    const three = await t.variant({ uploadsPerHour: 3 });
    expect((await uploadTo(three, 'owner.pl@example.com', png(1000))).status).toBe(201);
    expect((await avatarTo(three, 'owner.pl@example.com')).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await uploadTo(three, 'owner.pl@example.com', png(1000))).status).toBe(201);
    const refused = await uploadTo(three, 'owner.pl@example.com', png(1000));
    expect(refused).toMatchObject({ status: 429, body: { message: UPLOADS_PER_HOUR_REACHED } });
    expect(Number(refused.headers.get('retry-after'))).toBe(50 * 60);
    expect(await avatarTo(three, 'owner.pl@example.com')).toMatchObject({
      status: 429,
      body: { message: UPLOADS_PER_HOUR_REACHED },
    });
    // Someone else's uploads are their own.
    expect((await uploadTo(three, 'owner.ro@example.com', png(1000))).status).toBe(201);
    // When the oldest upload leaves the hour, the next one passes.
    await advance(50 * MINUTE);
    expect((await uploadTo(three, 'owner.pl@example.com', png(1000))).status).toBe(201);
  });

  it('refuses uploads with 507 while the free disk would fall under the margin, and stores nothing', async () => {
    await later();
    const margin = t.deps.env.diskFreeMarginBytes;
    t.deps.freeDiskBytes = async () => margin + 5000;
    const before = orderFiles().length;
    const full = await upload('owner.pl@example.com', png(6000));
    expect(full).toMatchObject({ status: 507, body: { message: NO_ROOM_ON_SERVER } });
    expect(orderFiles()).toHaveLength(before);
    // A smaller file still leaves the margin free.
    expect((await upload('owner.pl@example.com', png(4000))).status).toBe(201);
    t.deps.freeDiskBytes = async () => margin;
    expect(await avatarTo(t, 'owner.ro@example.com')).toMatchObject({
      status: 507,
      body: { message: NO_ROOM_ON_SERVER },
    });
    delete t.deps.freeDiskBytes;
    expect((await upload('owner.pl@example.com', png(6000))).status).toBe(201);
    // The real disk (statfs): no disk has this much free.
    const huge = await t.variant({ diskFreeMarginBytes: Number.MAX_SAFE_INTEGER });
    expect((await uploadTo(huge, 'owner.pl@example.com', png(1000))).status).toBe(507);
    // A refusal counted nothing: UPLOADS_PER_HOUR is 30 and the uploads refused were not among them.
    const [counted] = await t.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_events WHERE key LIKE 'upload:%' AND at > $1",
      [new Date(t.clock.now().getTime() - HOUR)],
    );
    expect(counted?.n).toBe(2);
  });

  it('the hourly jobs remove order files no order used within a day, row and file; a checkout within the day keeps its file', async () => {
    // The files the tests before left unused are over a day old: the first run removes them.
    await advance(25 * HOUR);
    await runHourlyJobs();
    const unused = (await upload('owner.pl@example.com', png(2000))).body;
    const ordered = (await upload('owner.pl@example.com', png(2000))).body;
    const waiting = (await upload('owner.pl@example.com', png(2000))).body;
    expect((await flyer(ordered.uuid)).status).toBe(201);
    const onDisk = (file: OrderFile) => existsSync(join(dataDir, 'uploads', file.path));
    const rowOf = async (file: OrderFile) =>
      (await t.deps.db.query('SELECT 1 FROM order_files WHERE uuid = $1', [file.uuid])).length;

    // 23 hours later the checkout in progress still finds its file.
    await advance(23 * HOUR);
    expect((await runHourlyJobs())['uploads.remove-unused']).toBe(0);
    expect((await flyer(waiting.uuid)).status).toBe(201);

    // A day after the upload, the file no order used is gone; those on orders stay.
    await advance(2 * HOUR);
    expect((await runHourlyJobs())['uploads.remove-unused']).toBe(1);
    expect([onDisk(unused), await rowOf(unused)]).toEqual([false, 0]);
    for (const kept of [ordered, waiting]) expect([onDisk(kept), await rowOf(kept)]).toEqual([true, 1]);
    // An order that still names it asks for the file again.
    const late = await flyer(unused.uuid);
    expect(late.status).toBe(422);
    expect(Object.values(late.body.errors ?? {}).flat()).toContain('Logo: upload the file again.');
    // Nothing left to do on the next run.
    expect((await runHourlyJobs())['uploads.remove-unused']).toBe(0);
  });
});
