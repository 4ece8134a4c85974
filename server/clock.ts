/** Every time the server reads comes from here, so tests can move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that started at `start` when the process did and runs at the normal pace (CLOCK_START). */
export function clockFrom(start: Date, base: Clock = systemClock): Clock {
  const offset = start.getTime() - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}
