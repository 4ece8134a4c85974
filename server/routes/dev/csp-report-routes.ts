import { type CspReport, cspReport, devCspReports } from '#contract/dev.ts';
import type { Env } from '#server/env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { printable } from '#server/printable.ts';

const KEPT = 200;

/**
 * Content-Security-Policy violation reports: logged on the console (one line each), and outside production the
 * newest 200 are kept in memory for the browser journeys, which check that no journey caused one.
 */
export function registerCspReportRoutes(mount: Mounter, env: Pick<Env, 'nodeEnv'>): void {
  const kept: CspReport[] = [];
  mount.anyone(cspReport, async ({ body, c }) => {
    const r = body['csp-report'];
    c.var.log.warn(
      {
        component: 'csp',
        directive: printable(r['effective-directive'] ?? r['violated-directive'] ?? '?'),
        blocked: printable(r['blocked-uri'] ?? '?'),
        page: printable(r['document-uri'] ?? '?'),
      },
      'content security policy violation',
    );
    if (env.nodeEnv !== 'production') {
      kept.push(body);
      if (kept.length > KEPT) kept.shift();
    }
    return null;
  });
  if (env.nodeEnv !== 'production') mount.anyone(devCspReports, async () => kept);
}
