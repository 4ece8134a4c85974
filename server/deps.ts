import type { Clock } from './clock.ts';
import type { ChangeBus } from './db/change-bus.ts';
import type { Db } from './db/db.ts';
import type { Env } from './env.ts';
import type { KeptScope } from './http/kept-scopes.ts';
import type { Authenticate } from './http/mount.ts';
import type { SharedReadCache } from './http/shared-read-cache.ts';
import type { Logger } from './log.ts';
import type { AppMetrics } from './metrics.ts';
import type { ConfigCache } from './services/config/config-cache.ts';
import type { Messenger } from './services/messaging/messenger.ts';
import type { MaintenanceSwitch } from './services/settings/maintenance-switch.ts';

/** What route modules get: the injected environment, database and clock, and the services built on them. */
export interface Deps {
  env: Env;
  db: Db;
  clock: Clock;
  /** The app's logger, for lines outside a request; in a request use the request's, `c.var.log` (decision 0273). */
  logger: Logger;
  /** The app's Prometheus metrics (/metrics). */
  metrics: AppMetrics;
  messenger: Messenger;
  config: ConfigCache;
  maintenance: MaintenanceSwitch;
  /** Bearer token -> the signed-in user (401 otherwise); the one way every route signs callers in. */
  authenticate: Authenticate;
  /** Answers shared by every caller of a region or company, kept per scope (emptied by writes of it, decision 0296). */
  sharedReads: SharedReadCache;
  /**
   * Tells every instance (this one included) that data of these scopes changed (all when none is named): their kept
   * answers go (decisions 0150, 0296).
   */
  dataChanged(scopes?: readonly KeptScope[]): Promise<void>;
  changes: ChangeBus;
  /** Free bytes on the disk holding `dir` (uploads are refused under DISK_FREE_MARGIN_MB); statfs unless a test sets it. */
  freeDiskBytes?: (dir: string) => Promise<number>;
}
