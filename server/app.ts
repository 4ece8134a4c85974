import { type Context, Hono, type Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { register } from '#contract/registration.ts';
import type { Clock } from './clock.ts';
import { type ChangeBus, localChangeBus } from './db/change-bus.ts';
import type { Db } from './db/db.ts';
import type { Deps } from './deps.ts';
import type { Env } from './env.ts';
import { anonymousLimit } from './http/anonymous-limit.ts';
import { answerFrame } from './http/answer-frame.ts';
import { ApiError, notFound } from './http/api-error.ts';
import type { AppEnv } from './http/app-env.ts';
import { createAuthCache } from './http/auth-cache.ts';
import { bearerAuthenticator } from './http/authenticate.ts';
import { bodyLimits } from './http/body-limits.ts';
import { isRemovedReference, REMOVED_REFERENCE_MESSAGE } from './http/database-conflict.ts';
import { companyOf, type KeptScope } from './http/kept-scopes.ts';
import { keyedMetrics } from './http/metrics-route.ts';
import { callMounter } from './http/mount.ts';
import { registrationLimit } from './http/registration-limit.ts';
import { createSharedReadCache } from './http/shared-read-cache.ts';
import { staffAuthenticator } from './http/staff-auth.ts';
import { staticFiles } from './http/static-files.ts';
import { writeScopes } from './http/write-scopes.ts';
import { createLogger, type Logger, lineLogger } from './log.ts';
import { createMetrics } from './metrics.ts';
import { registerAuthRoutes } from './routes/auth/auth-routes.ts';
import { registerBehaviourRoutes } from './routes/behaviours/behaviour-routes.ts';
import { registerClubCardRoutes } from './routes/club-card/club-card-routes.ts';
import { registerConfigRoutes } from './routes/config/config-routes.ts';
import { registerContentRoutes } from './routes/content/content-routes.ts';
import { registerPublicFileRoutes } from './routes/content/public-files-routes.ts';
import { registerCspReportRoutes } from './routes/dev/csp-report-routes.ts';
import { registerDevRoutes } from './routes/dev/dev-routes.ts';
import { registerMediaRoutes } from './routes/media/media-routes.ts';
import { registerNotificationRoutes } from './routes/notifications/notification-routes.ts';
import { registerOpenApiRoutes } from './routes/openapi/openapi-routes.ts';
import { registerMessageOperatorRoutes } from './routes/operator/message-operator-routes.ts';
import { registerOperatorRoutes } from './routes/operator/operator-routes.ts';
import { registerOrderFileRoutes } from './routes/orders/order-file-routes.ts';
import { registerOrderRoutes } from './routes/orders/order-routes.ts';
import { registerPasskeyRoutes } from './routes/passkeys/passkey-routes.ts';
import { registerPointsRoutes } from './routes/points/points-routes.ts';
import { registerAvatarRoutes } from './routes/profile/avatar-routes.ts';
import { registerProfileRoutes } from './routes/profile/profile-routes.ts';
import { registerProjectRoutes } from './routes/projects/project-routes.ts';
import { registerPushRoutes } from './routes/push/push-routes.ts';
import { registerQrRoutes } from './routes/qr/qr-routes.ts';
import { registerRegistrationRoutes } from './routes/registration/registration-routes.ts';
import { registerScanRoutes } from './routes/scans/scan-routes.ts';
import { registerSettingsRoutes } from './routes/settings/settings-routes.ts';
import { registerShopRoutes } from './routes/shop/shop-routes.ts';
import { registerStaffRoutes } from './routes/staff/staff-routes.ts';
import { registerSupportRoutes } from './routes/support/support-routes.ts';
import { registerTeamRoutes } from './routes/team/team-routes.ts';
import { registerTierRoutes } from './routes/tiers/tier-routes.ts';
import { registerUserRoutes } from './routes/user/user-routes.ts';
import { registerVerificationRoutes } from './routes/verification/verification-routes.ts';
import { createConfigCache } from './services/config/config-cache.ts';
import { createMessenger, type Transport } from './services/messaging/messenger.ts';
import { createMaintenanceSwitch } from './services/settings/maintenance-switch.ts';

export interface AppInput {
  env: Env;
  db: Db;
  clock: Clock;
  transport: Transport;
  /** How other instances on the same database hear of changes; one process by default. */
  changes?: ChangeBus;
  /** Where the app's lines go (decision 0273); by default standard output at LOG_LEVEL. */
  logger?: Logger;
  /** One line per request: on in development and production, off in tests unless LOG_REQUESTS=1 (main.ts). */
  requestLines?: boolean;
}

const MAINTENANCE_MESSAGE = 'The club is under maintenance. Please come back soon.';

/** Builds the whole HTTP app from its dependencies (the database must be migrated already). */
export async function buildApp(input: AppInput): Promise<{ app: Hono<AppEnv>; deps: Deps }> {
  const { env, db, clock } = input;
  const authCache = createAuthCache(clock);
  const sharedReads = createSharedReadCache(clock, env.keptAnswersMs);
  const changes = input.changes ?? localChangeBus();
  // What a change empties (docs/decisions/0296): a company's answers and its members' sign-ins; the catalogue's or
  // the content's answers; settings are read into many answers and the configuration; 'all' empties everything.
  const dropKept = (scopes: readonly KeptScope[]) => {
    sharedReads.drop(scopes.includes('settings') ? ['all'] : scopes);
    for (const scope of scopes) {
      const company = companyOf(scope);
      if (company !== null) authCache.dropCompany(company);
      if (scope === 'all') authCache.clear();
      if (scope === 'all' || scope === 'settings') deps.config.clear();
    }
  };
  const logger = input.logger ?? createLogger({ level: env.logLevel });
  const deps: Deps = {
    ...input,
    logger,
    metrics: createMetrics(db, logger),
    changes,
    dataChanged: async (scopes = ['all']) => {
      if (scopes.length === 0) return;
      dropKept(scopes);
      await changes.announce(scopes);
    },
    // Texts with codes wait sealed with a key from JWT_SECRET, so any instance may deliver them (decision 0272).
    messenger: createMessenger(db, clock, input.transport, { secret: env.jwtSecret, log: lineLogger(logger, 'warn') }),
    config: createConfigCache(db),
    maintenance: await createMaintenanceSwitch(db, clock, env.maintenance),
    authenticate: bearerAuthenticator(db, clock, env.jwtSecret, authCache),
    sharedReads,
  };
  // Another instance may have switched maintenance (an operator's command, 'all'); this one's own switch is set already.
  changes.onChange((scopes) => {
    dropKept(scopes);
    if (scopes.includes('all')) void deps.maintenance.reload().catch(() => undefined);
  });
  const app = new Hono<AppEnv>();
  // The request's id and logger, metrics, security headers, and the length (gzip over 1 KiB) of answers built without
  // one; the built files are served precompressed (static-files.ts, issue 15). One middleware (decision 0298).
  app.use(answerFrame({ logger, lines: input.requestLines ?? false, metrics: deps.metrics, publicDir: env.publicDir }));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    if (isRemovedReference(error)) return c.json({ message: REMOVED_REFERENCE_MESSAGE }, 409);
    // The request's logger: the line carries its id, which the client got in X-Request-Id (decision 0273).
    (c.get('log') ?? logger).error(
      { err: error, method: c.req.method, path: c.req.path, route: routePath(c) },
      'unhandled error',
    );
    return c.json({ message: 'Something went wrong on our side. Please try again later.' }, 500);
  });

  const api = new Hono<AppEnv>();
  // One middleware for every /api request (decision 0298): body limits, maintenance, the kept answers' trust, and
  // what a write empties once it has answered (write-scopes.ts; reads empty nothing).
  const guarded = async (c: Context<AppEnv>, next: Next, reads: boolean): Promise<void> => {
    if (deps.maintenance.isOn() && !c.req.path.startsWith('/api/operator/')) {
      c.res = c.json({ message: MAINTENANCE_MESSAGE }, 503, { 'Retry-After': '60' });
      return;
    }
    // Without notices from the other instances, nothing kept can be trusted.
    if (!changes.live) dropKept(['all']);
    if (reads) return next();
    let failed = true;
    try {
      await next();
      failed = false;
    } finally {
      await deps.dataChanged(writeScopes(c, failed));
    }
  };
  api.use('*', (c, next) => {
    const method = c.req.method;
    // GET and HEAD carry no body (body-limits.ts).
    if (method === 'GET' || method === 'HEAD') return guarded(c, next, true);
    return bodyLimits(c, () => guarded(c, next, method === 'OPTIONS'));
  });
  api.post(register.path, registrationLimit(env.registrationsPerHour, env.trustedProxies));
  const mount = callMounter(
    api,
    deps.authenticate,
    db,
    clock,
    anonymousLimit(env.anonymousRequestsPerMinute, env.trustedProxies),
    staffAuthenticator(db, clock, env.jwtSecret, env.operatorKey),
  );
  registerOperatorRoutes(api, mount, deps);
  registerMessageOperatorRoutes(mount, deps);
  registerConfigRoutes(api, deps);
  registerOpenApiRoutes(api);
  registerAuthRoutes(mount, deps);
  registerPasskeyRoutes(mount, deps);
  registerUserRoutes(mount, deps);
  registerPointsRoutes(mount, deps);
  registerProjectRoutes(mount, deps);
  registerScanRoutes(mount, deps);
  registerTierRoutes(mount, deps);
  registerContentRoutes(mount, deps);
  registerBehaviourRoutes(api, mount, deps);
  registerSettingsRoutes(mount, deps);
  registerQrRoutes(api, deps);
  registerProfileRoutes(mount, deps);
  registerTeamRoutes(mount, deps);
  registerVerificationRoutes(mount, deps);
  registerAvatarRoutes(api, mount, deps);
  registerMediaRoutes(api, deps);
  registerRegistrationRoutes(mount, deps);
  registerNotificationRoutes(mount, deps);
  registerPushRoutes(mount, deps);
  registerSupportRoutes(mount, deps);
  registerShopRoutes(mount, deps);
  registerOrderRoutes(mount, deps);
  registerOrderFileRoutes(api, deps);
  registerClubCardRoutes(mount, deps);
  registerStaffRoutes(mount, deps);
  registerCspReportRoutes(mount, env);
  if (env.nodeEnv !== 'production') registerDevRoutes(mount, deps);
  api.all('*', () => {
    throw notFound();
  });
  app.route('/api', api);

  // Prometheus' scrape: the operator key, or METRICS_PORT (main.ts) for a port only the monitoring network reaches.
  app.get('/metrics', keyedMetrics(deps.metrics, env.operatorKey));
  registerPublicFileRoutes(app, deps);
  const serveStatic = staticFiles(env.publicDir);
  app.on(['GET', 'HEAD'], '*', serveStatic);
  return { app, deps };
}
