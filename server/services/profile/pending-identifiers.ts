import type { PendingIdentifier, PendingIdentifiers } from '#contract/identifier-changes.ts';

/**
 * The proposals waiting for a user (decision 0261) as one JSON column of a user query: `userIdSql` names the user
 * (e.g. `u.id`). The partial unique index identifier_changes_pending_key answers it.
 */
export function pendingIdentifiersSql(userIdSql: string): string {
  return `(SELECT json_agg(json_build_object('uuid', ic.uuid, 'kind', ic.kind, 'value', ic.new_value,
      'proposed_by', coalesce(p.name || ' ' || p.surname, ''), 'proposed_at', ic.created_at))
    FROM identifier_changes ic LEFT JOIN users p ON p.id = ic.changed_by
    WHERE ic.user_id = ${userIdSql} AND ic.status = 'pending')`;
}

interface PendingRow {
  uuid: string;
  kind: string;
  value: string;
  proposed_by: string;
  proposed_at: string;
}

/** The column read by pendingIdentifiersSql (JSON text on some drivers, parsed on others) in the answers' shape. */
export function toPendingIdentifiers(column: unknown): PendingIdentifiers {
  const rows = (typeof column === 'string' ? JSON.parse(column) : (column ?? [])) as PendingRow[];
  const out: PendingIdentifiers = { email: null, phone: null };
  for (const row of rows) {
    if (row.kind !== 'email' && row.kind !== 'phone') continue;
    const pending: PendingIdentifier = {
      uuid: String(row.uuid),
      value: row.value,
      proposed_by: row.proposed_by,
      proposed_at: new Date(row.proposed_at).toISOString(),
    };
    out[row.kind] = pending;
  }
  return out;
}
