import { settings } from '#contract/settings.ts';
import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { regionSettings } from '#server/services/content/region-settings.ts';

export function registerSettingsRoutes(mount: Mounter, deps: Deps): void {
  mount.user(settings, async ({ c, query, user }) =>
    regionSettings(deps.db, query.region_id ?? user.regionId, readerOf(c, user)),
  );
}
