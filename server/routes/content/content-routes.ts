import { contentDetail, contentList, resourceList } from '#contract/content.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { contentItem, contentPage } from '#server/services/content/content-query.ts';
import { regionResources } from '#server/services/content/resources.ts';

export function registerContentRoutes(mount: Mounter, deps: Deps): void {
  mount.user(contentList, async ({ query, user }) =>
    contentPage(
      deps.db,
      { userId: user.id, regionId: user.regionId, language: query.language, now: deps.clock.now() },
      {
        types: [...new Set(query.content_types)],
        stickyOnly: query.options?.includes('sticky') ?? false,
        page: query.page,
        limit: query.limit,
      },
    ),
  );

  mount.user(contentDetail, async ({ params, query, user }) => {
    const reader = { userId: user.id, regionId: user.regionId, language: query.language, now: deps.clock.now() };
    const item = await contentItem(deps.db, reader, params.uuid);
    if (!item) throw notFound();
    return item;
  });

  mount.user(resourceList, async ({ query, user }) => regionResources(deps.db, query.region_id ?? user.regionId));
}
