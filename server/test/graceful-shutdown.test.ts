import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = 9500 + Math.floor(Math.random() * 400);

// The process runs on PGlite whatever the suite's engine: once is enough.
describe.skipIf(process.env.DB_ENGINE === 'postgres')('graceful shutdown (main.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-shutdown-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('on SIGTERM a request in flight still gets its answer, then the process exits 0', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_DIR: join(dir, 'dist'), PORT: String(PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await expect.poll(() => output.includes('listening on'), { timeout: 60_000, interval: 200 }).toBe(true);

    // Half a request: the headers and part of the body, the rest after the signal.
    const body = JSON.stringify({ email: 'owner.pl@example.com' });
    const socket = connect(PORT, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/v2/installer/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // An answer on another connection after those bytes: the server has read them, so the request is in flight (one
    // still in the socket's buffer when the signal is handled is a new request, refused with 503).
    expect((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await expect.poll(() => output.includes('draining'), { timeout: 5000 }).toBe(true);
    // The listener stays open while the request is in flight (decision 0271): readiness says 503, so the balancer
    // sends nothing new, and a new request that comes anyway is refused with 503 and its connection closed.
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    const late = await fetch(`http://127.0.0.1:${PORT}/api/v1/config/public`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    expect(answer).toBe('');
    socket.end(body.slice(10));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await exited).toBe(0);
    expect(output).toContain('[server] stopped');
  }, 90_000);
});
