import { staffAuditList } from '#contract/staff-audit.ts';
import type { Mounter } from '#server/http/mount.ts';
import { listAudit } from '#server/services/staff/audit-log.ts';

/** The audit log, for admins (docs/decisions/0276). */
export function registerStaffAuditRoutes(mount: Mounter): void {
  mount.staff(staffAuditList, async ({ db, query }) =>
    listAudit(db, {
      staff: query.staff,
      action: query.action,
      objectType: query.object_type,
      objectId: query.object_id,
      from: query.from,
      to: query.to,
      before: query.before,
    }),
  );
}
