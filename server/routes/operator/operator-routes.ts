import type { Context, Hono } from 'hono';
import { maintenanceState, OPERATOR_KEY_HEADER, setMaintenance } from '#contract/operator.ts';
import { operatorRunJobs } from '#contract/projects.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { isOperatorKey } from '#server/http/operator-key.ts';
import { runJobs } from '#server/services/jobs/jobs.ts';
import { type AuditEntry, writeAudit } from '#server/services/staff/audit-log.ts';
import { registerCertificateOperatorRoutes } from '../behaviours/certificate-operator-routes.ts';

/**
 * The operator key's own calls (maintenance, jobs, certificates, stock, the delivery queue); every /operator call
 * needs the key and works during maintenance. What staff do to installers' orders, projects, tickets, cards and
 * points goes through the staff calls (/staff, decision 0276), which take the key too. Each write here leaves an
 * audit line as the actor "operator key".
 */
export function registerOperatorRoutes(api: Hono<AppEnv>, mount: Mounter, deps: Deps): void {
  const auditKey = (c: Context<AppEnv>, entry: AuditEntry) =>
    writeAudit(deps.db, { kind: 'operator key' }, entry, deps.clock.now(), c.get('requestId') ?? null);
  api.use('/operator/*', async (c, next) => {
    const key = c.req.header(OPERATOR_KEY_HEADER) ?? '';
    if (!isOperatorKey(key, deps.env.operatorKey)) throw new ApiError(401, 'A valid operator key is required.');
    await next();
  });
  mount.anyone(maintenanceState, async () => ({ maintenance: deps.maintenance.isOn() }));
  mount.anyone(setMaintenance, async ({ body, c }) => {
    await deps.maintenance.set(body.on);
    await auditKey(c, { action: body.on ? 'maintenance.on' : 'maintenance.off', objectType: 'club' });
    c.var.log.warn({ component: 'operator', maintenance: body.on }, `maintenance ${body.on ? 'on' : 'off'}`);
    return { maintenance: deps.maintenance.isOn() };
  });
  mount.anyone(operatorRunJobs, async ({ c }) => {
    const done = await runJobs(deps.db, deps.clock, { dataDir: deps.env.dataDir });
    await auditKey(c, { action: 'jobs.run', objectType: 'club', after: done });
    return { done };
  });
  registerCertificateOperatorRoutes(mount, deps);
}
