/** What to do with one decoded code: pass it on, tell the user it was already read, or drop it silently. */
export type ReadVerdict = 'new' | 'duplicate' | 'ignored';

export interface ReadFilterOptions {
  /** After a read is passed on, other codes are ignored this long (the camera may still see the last one). */
  coolDownMs: number;
  /** A code already read is announced as such at most once in this long (a code held in view repeats). */
  repeatNoticeMs: number;
}

export const DEFAULT_READ_FILTER: ReadFilterOptions = { coolDownMs: 1200, repeatNoticeMs: 4000 };

/**
 * Duplicate suppression for one session of the open scanner: each serial is passed on once; a serial read again
 * is 'duplicate' (announced, throttled), and any read within the cool-down after a new one is 'ignored'.
 */
export class ReadFilter {
  private readonly seen = new Set<string>();
  private readonly noticedAt = new Map<string, number>();
  private lastNewAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ReadFilterOptions = DEFAULT_READ_FILTER) {}

  check(serial: string, now: number): ReadVerdict {
    if (this.seen.has(serial)) {
      const noticed = this.noticedAt.get(serial) ?? Number.NEGATIVE_INFINITY;
      if (now - this.lastNewAt < this.options.coolDownMs || now - noticed < this.options.repeatNoticeMs) {
        return 'ignored';
      }
      this.noticedAt.set(serial, now);
      return 'duplicate';
    }
    if (now - this.lastNewAt < this.options.coolDownMs) return 'ignored';
    this.seen.add(serial);
    this.noticedAt.set(serial, now);
    this.lastNewAt = now;
    return 'new';
  }

  /** A deliberate read (a photo): no cool-down, only 'new' or 'duplicate'. */
  checkDeliberate(serial: string): 'new' | 'duplicate' {
    if (this.seen.has(serial)) return 'duplicate';
    this.seen.add(serial);
    return 'new';
  }

  /** A typed serial always passes; remembering it makes a later camera read of it a duplicate. */
  remember(serial: string): void {
    this.seen.add(serial);
  }

  /** A new session (the camera opened again) starts with nothing seen. */
  reset(): void {
    this.seen.clear();
    this.noticedAt.clear();
    this.lastNewAt = Number.NEGATIVE_INFINITY;
  }
}
