/**
 * The floor of bench:api (issue 30): a bare Hono + pg server doing the least an API answer can cost, one indexed
 * select of the caller and the same JSON answer (serialized per request, gzipped at the app's level from 1 KiB when
 * accepted), so the app's uncached reads can be measured against it in the same run, on the same machine.
 * Env: DATABASE_URL, PORT, FLOOR_ANSWERS (a JSON file: name -> the answer's JSON value), FLOOR_POOL_MAX (20).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS!, 'utf8')) as Record<string, unknown>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL_MAX ?? 20) });
const app = new Hono();

app.get('/floor/:name', async (c) => {
  const answer = answers[c.req.param('name')];
  if (answer === undefined) return c.json({ message: 'Not found.' }, 404);
  const { rows } = await pool.query('SELECT id, company_id FROM users WHERE id = $1', [1]);
  const bytes = Buffer.from(JSON.stringify(rows.length > 0 ? answer : null));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  let sent: Buffer = bytes;
  if (bytes.byteLength >= 1024 && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    sent = gzipSync(bytes, { level: 1 });
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(sent.byteLength);
  return c.body(new Uint8Array(sent), 200, headers);
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  console.log('listening on', process.env.PORT),
);
