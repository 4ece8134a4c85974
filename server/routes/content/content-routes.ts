import { contentDetail, contentList, resourceList } from '#contract/content.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { contentItem, contentPage } from '#server/services/content/content-query.ts';
import { regionResources } from '#server/services/content/resources.ts';

export function registerContentRoutes(mount: Mounter, deps: Deps): void {
  // The language asked for (?language=), else the one the app sends (Accept-Language, decision 0281), else the
  // caller's profile language.
  const languageOf = (
    asked: string | undefined,
    c: Parameters<typeof readerOf>[0],
    user: Parameters<typeof readerOf>[1],
  ) => asked ?? readerOf(c, user).language ?? undefined;

  mount.user(contentList, async ({ query, user, c }) =>
    contentPage(
      deps.db,
      {
        userId: user.id,
        regionId: user.regionId,
        language: languageOf(query.language, c, user),
        now: deps.clock.now(),
      },
      {
        types: [...new Set(query.content_types)],
        stickyOnly: query.options?.includes('sticky') ?? false,
        page: query.page,
        limit: query.limit,
      },
    ),
  );

  mount.user(contentDetail, async ({ params, query, user, c }) => {
    const language = languageOf(query.language, c, user);
    const reader = { userId: user.id, regionId: user.regionId, language, now: deps.clock.now() };
    const item = await contentItem(deps.db, reader, params.uuid);
    if (!item) throw notFound();
    return item;
  });

  mount.user(resourceList, async ({ query, user, c }) =>
    regionResources(deps.db, {
      regionId: query.region_id ?? user.regionId,
      userId: user.id,
      language: languageOf(query.language, c, user),
    }),
  );
}
