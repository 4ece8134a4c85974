import { settings } from '../../../contract/settings.ts';
import type { Deps } from '../../deps.ts';
import type { Mounter } from '../../http/mount.ts';
import { regionSettings } from '../../services/content/region-settings.ts';

export function registerSettingsRoutes(mount: Mounter, deps: Deps): void {
  mount.user(settings, async ({ query, user }) => regionSettings(deps.db, query.region_id ?? user.regionId));
}
