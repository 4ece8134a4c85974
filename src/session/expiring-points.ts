/** The markers the home and balance screens keep in the user's options (a JSON text on the user). */
export interface SeenMarkers {
  /** false once the welcome-points banner was shown; absent or true before. */
  firstTime?: boolean;
  /** When the expiring-points modal was last shown (an ISO time; older clients stored "yyyy-MM"). */
  expPtsSeen?: string;
}

export function readSeenMarkers(options: string): SeenMarkers {
  try {
    const parsed: unknown = JSON.parse(options);
    if (!parsed || typeof parsed !== 'object') return {};
    const { firstTime, expPtsSeen } = parsed as Record<string, unknown>;
    return {
      firstTime: typeof firstTime === 'boolean' ? firstTime : undefined,
      expPtsSeen: typeof expPtsSeen === 'string' ? expPtsSeen : undefined,
    };
  } catch {
    return {};
  }
}

/** The warning season: from October on (points lapse on 1 January). */
export function isExpiryWarningSeason(now: Date): boolean {
  return now.getMonth() >= 9;
}

const SEEN_AGAIN_AFTER_MONTHS = 6;

/**
 * The modal shows from October on, when points are about to lapse, and only when it was last seen at least
 * 6 months ago (or never): so once a season, whichever of home or balance is opened first.
 */
export function shouldShowExpiringModal(now: Date, toExpire: number, seenAt: string | undefined): boolean {
  if (!isExpiryWarningSeason(now) || toExpire <= 0) return false;
  if (!seenAt) return true;
  const seen = new Date(seenAt);
  if (Number.isNaN(seen.getTime())) return true;
  const again = new Date(seen);
  again.setMonth(again.getMonth() + SEEN_AGAIN_AFTER_MONTHS);
  return now >= again;
}

/** The welcome-points banner: on the first visit, until it was shown once. */
export function shouldShowWelcome(markers: SeenMarkers): boolean {
  return markers.firstTime !== false;
}

/** When the points counted as to_expire lapse: the coming 1 January. */
export function nextExpiryDate(now: Date): Date {
  return new Date(now.getFullYear() + 1, 0, 1);
}
