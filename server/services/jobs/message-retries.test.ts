import { describe, expect, it } from 'vitest';
import { startMessageRetries } from './message-retries.ts';

describe('the message retry timer', () => {
  it('passes over the due messages at start and every interval, one pass at a time, and stops', async () => {
    let passes = 0;
    let running = 0;
    let overlapped = false;
    const lines: string[] = [];
    const stop = startMessageRetries(
      {
        async deliverDue() {
          running += 1;
          overlapped ||= running > 1;
          passes += 1;
          await new Promise((resolve) => setTimeout(resolve, 25));
          running -= 1;
          if (passes === 2) throw new Error('database unreachable');
          return { sent: passes === 1 ? 1 : 0, retrying: 0, failed: 0 };
        },
      },
      (line) => lines.push(line),
      10,
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    stop();
    const seen = passes;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(passes).toBeLessThanOrEqual(seen + 1);
    expect(overlapped).toBe(false);
    expect(lines.slice(0, 2)).toEqual([
      '[outbox] retries: 1 sent, 0 failed, 0 to try again',
      '[outbox] retry pass failed: database unreachable',
    ]);
  });
});
