/** The rules of a project's life (docs/decisions/0020-project-lifecycle.md). */

/** An open project must be finished within this many days of its creation, else it is lost. */
export const PROJECT_DAYS_TO_FINISH = 90;

/** A finished project whose points reach this goes to staff review instead of closing at once. */
export const REVIEW_POINTS_THRESHOLD = 150;

/** Products beyond this count in one project are flagged in review (2) when scanned. */
export const UNREVIEWED_SCANS_PER_PROJECT = 25;

const DAY = 86_400_000;

export function projectDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PROJECT_DAYS_TO_FINISH * DAY);
}

/** Whole days left before the deadline (0 on the last day); null when the project is not open. */
export function daysLeft(status: number, deadline: Date, now: Date): number | null {
  if (status !== 1) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY));
}

/** The first time at which an open project's daysLeft differs from its value now; its deadline at the latest. */
export function daysLeftChangesAt(deadline: Date, now: Date): number {
  const days = Math.ceil((deadline.getTime() - now.getTime()) / DAY);
  return deadline.getTime() - (days - 1) * DAY;
}

/**
 * SQL for the status as clients see it: an open project past its deadline is lost even before the
 * scheduled job stores that. p is the projects alias; $now is the parameter holding the clock's time.
 */
export function effectiveStatusSql(p: string, now: string): string {
  return `(CASE WHEN ${p}.status = 1 AND ${p}.deadline_at <= ${now} THEN 3 ELSE ${p}.status END)`;
}
