/** The audit log's filters as the form holds them (every field text; empty: no filter). */
export interface AuditFilters {
  staff: string;
  action: string;
  object_type: string;
  object_id: string;
  /** Days (yyyy-mm-dd) in the browser's time zone, both included. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { staff: '', action: '', object_type: '', object_id: '', from: '', to: '' };

/** The start of a local day as an ISO time, or undefined for no day. */
function dayStart(day: string, offsetDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The query of GET /staff/audit for the filters: trimmed, empty ones left out, the last day included whole. */
export function auditQuery(filters: AuditFilters, before?: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['staff', 'action', 'object_type', 'object_id'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  const from = dayStart(filters.from);
  const to = dayStart(filters.to, 1);
  if (from) query.from = from;
  if (to) query.to = to;
  if (before !== undefined) query.before = String(before);
  return query;
}

/** A change's values in one short line: `{"status":2}` → `status: 2`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
