import type { AuditLine } from '#contract/staff-audit.ts';
import type { Queryable } from '#server/db/db.ts';

/** Who did it: a staff member (by id), or a script holding the operator key. */
export type AuditActor = { kind: 'staff'; id: number } | { kind: 'operator key' };

/** One line of the audit log, as a write hands it over (docs/decisions/0276). */
export interface AuditEntry {
  /** `area.verb`: `staff.invited`, `order.approved`… */
  action: string;
  objectType: string;
  objectId?: string | number | null;
  reason?: string | null;
  /** Where points or a status change: the values before and after. */
  before?: unknown;
  after?: unknown;
}

/** Writes one audit line; call it with the transaction that makes the change, so both stay or both go. */
export async function writeAudit(
  tx: Queryable,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
  requestId: string | null,
): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  await tx.query(
    `INSERT INTO staff_audit_log (at, actor, staff_id, action, object_type, object_id, reason, before, after, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      at,
      actor.kind,
      actor.kind === 'staff' ? actor.id : null,
      entry.action,
      entry.objectType,
      entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      entry.reason || null,
      json(entry.before),
      json(entry.after),
      requestId,
    ],
  );
}

export interface AuditFilter {
  /** A staff member's uuid, or 'operator' for the key. */
  staff?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** A project's own lines and its scans' reviews (a scan's line names its project in `after.project`). */
  project?: string;
  from?: string;
  to?: string;
  before?: number;
}

export const AUDIT_PAGE = 50;

interface AuditRow {
  id: string | number;
  at: Date;
  actor: 'staff' | 'operator key';
  staff_uuid: string | null;
  staff_name: string | null;
  staff_email: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
}

/** A page of the audit log, newest first, and the id to ask the next page `before` (null at the end). */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
): Promise<{ lines: AuditLine[]; next: number | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.staff === 'operator') where.push("a.actor = 'operator key'");
  else if (filter.staff) add((n) => `s.uuid = ${n}::uuid`, filter.staff);
  if (filter.action) add((n) => `a.action = ${n}`, filter.action);
  if (filter.objectType) add((n) => `a.object_type = ${n}`, filter.objectType);
  if (filter.objectId) add((n) => `a.object_id = ${n}`, filter.objectId);
  if (filter.project) {
    add(
      (n) =>
        `((a.object_type = 'project' AND a.object_id = ${n}) OR (a.object_type = 'scan' AND a.after->>'project' = ${n}))`,
      filter.project,
    );
  }
  if (filter.from) add((n) => `a.at >= ${n}::timestamptz`, filter.from);
  if (filter.to) add((n) => `a.at < ${n}::timestamptz`, filter.to);
  if (filter.before !== undefined) add((n) => `a.id < ${n}`, filter.before);
  params.push(AUDIT_PAGE + 1);
  const rows = await db.query<AuditRow>(
    `SELECT a.id, a.at, a.actor, s.uuid AS staff_uuid, s.name AS staff_name, s.email AS staff_email, a.action,
            a.object_type, a.object_id, a.reason, a.before, a.after
     FROM staff_audit_log a LEFT JOIN staff_members s ON s.id = a.staff_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY a.id DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    lines: page.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actor:
        row.actor === 'staff'
          ? {
              kind: 'staff' as const,
              uuid: String(row.staff_uuid),
              name: row.staff_name ?? '',
              email: row.staff_email ?? '',
            }
          : { kind: 'operator key' as const },
      action: row.action,
      object_type: row.object_type,
      object_id: row.object_id,
      reason: row.reason,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    next: rows.length > AUDIT_PAGE ? Number(page[page.length - 1]!.id) : null,
  };
}
