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
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await expect.poll(() => output.includes('finishing the requests in flight'), { timeout: 5000 }).toBe(true);
    // No new connections once draining. The listening socket is closed at the end of the server's loop turn, so a
    // connection made in that instant lands in the kernel's backlog and is reset: poll until one is refused.
    const refusedWhileInFlight = (): Promise<boolean> =>
      new Promise<boolean>((resolve) => {
        const probe = connect(PORT, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', () => resolve(true));
      });
    await expect.poll(refusedWhileInFlight, { timeout: 5000, interval: 100 }).toBe(true);
    expect(answer).toBe('');
    socket.end(body.slice(10));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await exited).toBe(0);
    expect(output).toContain('[server] stopped');
  }, 90_000);
});
