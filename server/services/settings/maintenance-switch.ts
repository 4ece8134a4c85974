import type { Clock } from '#server/clock.ts';
import type { Queryable } from '#server/db/db.ts';

export interface MaintenanceSwitch {
  isOn(): boolean;
  set(on: boolean): Promise<void>;
  /** Reads the stored state again: another instance may have switched it. */
  reload(): Promise<void>;
}

/**
 * Checked on every /api call, so the state lives in memory; a toggle is also kept in app_settings so a
 * restart during maintenance stays in maintenance. MAINTENANCE=1 at start forces it on.
 */
export async function createMaintenanceSwitch(
  db: Queryable,
  clock: Clock,
  startOn: boolean,
): Promise<MaintenanceSwitch> {
  const stored = async () =>
    (await db.query<{ value: unknown }>("SELECT value FROM app_settings WHERE key = 'maintenance'"))[0]?.value === true;
  let on = startOn || (await stored());
  return {
    isOn: () => on,
    async reload() {
      on = startOn || (await stored());
    },
    async set(value) {
      on = value;
      await db.query(
        `INSERT INTO app_settings (key, value, updated_at) VALUES ('maintenance', $1, $2)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        [JSON.stringify(value), clock.now()],
      );
    },
  };
}
