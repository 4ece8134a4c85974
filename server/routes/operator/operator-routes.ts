import type { Hono } from 'hono';
import { maintenanceState, OPERATOR_KEY_HEADER, setMaintenance } from '#contract/operator.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { isOperatorKey } from '#server/http/operator-key.ts';
import { registerCertificateOperatorRoutes } from '../behaviours/certificate-operator-routes.ts';
import { registerProjectOperatorRoutes } from '../projects/project-operator-routes.ts';
import { registerEmulationOperatorRoutes } from '../support/emulation-operator-routes.ts';
import { registerSupportOperatorRoutes } from '../support/support-operator-routes.ts';

/** Staff commands; every /operator call needs the operator key and works during maintenance. */
export function registerOperatorRoutes(api: Hono<AppEnv>, mount: Mounter, deps: Deps): void {
  api.use('/operator/*', async (c, next) => {
    const key = c.req.header(OPERATOR_KEY_HEADER) ?? '';
    if (!isOperatorKey(key, deps.env.operatorKey)) throw new ApiError(401, 'A valid operator key is required.');
    await next();
  });
  mount.anyone(maintenanceState, async () => ({ maintenance: deps.maintenance.isOn() }));
  mount.anyone(setMaintenance, async ({ body, c }) => {
    await deps.maintenance.set(body.on);
    c.var.log.warn({ component: 'operator', maintenance: body.on }, `maintenance ${body.on ? 'on' : 'off'}`);
    return { maintenance: deps.maintenance.isOn() };
  });
  registerSupportOperatorRoutes(mount, deps);
  registerEmulationOperatorRoutes(mount, deps);
  registerProjectOperatorRoutes(mount, deps);
  registerCertificateOperatorRoutes(mount, deps);
}
