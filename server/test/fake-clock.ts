import type { Clock } from '../clock.ts';

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

/** Starts at the real time (so JWTs and dates look normal) and only moves when told. */
export function fakeClock(start = new Date()): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
