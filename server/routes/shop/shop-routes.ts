import type * as v from 'valibot';
import {
  cartLookup as cartLookupCall,
  marketingServices,
  type ProductPage,
  shopCardProducts,
  shopCategories,
  shopProduct,
  shopProducts,
} from '#contract/shop.ts';
import type { Deps } from '#server/deps.ts';
import { invalidData, notFound } from '#server/http/api-error.ts';
import { EncodedJson } from '#server/http/json-answer.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { categoriesIn, productsIn, readerCode } from '#server/services/catalogue/product-texts.ts';
import { cartLookup, MAX_CART_UUIDS, parseUuidList } from '#server/services/shop/cart-lookup.ts';
import { findProduct, listCategories, listProducts } from '#server/services/shop/catalog.ts';
import { listMarketingServices } from '#server/services/shop/marketing-services.ts';
import { tilePageJson } from '#server/services/shop/tile-page.ts';

const pageMeta = (page: number, limit: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / limit)),
  per_page: limit,
  total,
});

/**
 * The shop is per region and a member shops in their own region only: asking for another region answers
 * an empty catalogue rather than goods the member could not order (docs/decisions/0030). The catalogue's answers
 * are kept encoded in the shared answers (decision 0200): a crowd browsing the shop is sent the same bytes, one copy
 * per language (names and descriptions in the reader's language, decision 0290).
 */
export function registerShopRoutes(mount: Mounter, deps: Deps): void {
  const { db, sharedReads } = deps;
  const cached = <T>(parts: unknown[], load: () => Promise<T>) =>
    sharedReads.remember('catalogue', JSON.stringify(parts), load);

  mount.user(shopCategories, async ({ c, query, user }) => {
    if (query.region_id !== undefined && query.region_id !== user.regionId) return { categories: [] };
    const language = await readerCode(db, readerOf(c, user));
    return cached(
      ['categories', user.regionId, query.type, language],
      async () =>
        new EncodedJson({
          categories: await categoriesIn(
            db,
            user.regionId,
            await listCategories(db, user.regionId, query.type),
            language,
          ),
        }),
    );
  });

  mount.user(shopProducts, async ({ c, query, user }) => {
    if (query.region !== undefined && query.region !== user.regionId) {
      return { data: [], meta: pageMeta(query.page, query.limit, 0) };
    }
    const categories = (query.categories ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const filter = {
      regionId: user.regionId,
      categories,
      type: query.type,
      active: query.active ?? true,
      visible: query.is_visible ?? true,
      sticky: query.sticky,
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    };
    // The language asked for, else the profile's (read when the caller was signed in, decision 0298).
    const reader = readerOf(c, user);
    const language = reader.language ?? user.languageCode ?? (await readerCode(db, reader));
    // The filter holds the page and its size: the key names the whole answer.
    return cached(['products', filter, language], async () => {
      // Tiles: what the list shows, names in the reader's language (no descriptions to translate).
      const { data, total } = await tilePageJson(db, filter, language);
      const meta = JSON.stringify(pageMeta(query.page, query.limit, total));
      return EncodedJson.ofText<v.InferOutput<typeof ProductPage>>(`{"data":${data},"meta":${meta}}`);
    });
  });

  mount.user(shopCardProducts, async ({ c, query, user }) => {
    if (query.region_id !== undefined && query.region_id !== user.regionId) return { data: [] };
    const { data } = await listProducts(db, {
      regionId: user.regionId,
      categories: [],
      type: 'card',
      active: true,
      visible: true,
      sort: 'position',
      page: 1,
      limit: query.limit,
    });
    return { data: await productsIn(db, data, await readerCode(db, readerOf(c, user))) };
  });

  mount.user(shopProduct, async ({ c, params, user }) => {
    const language = await readerCode(db, readerOf(c, user));
    const product = await cached(['product', user.regionId, params.uuid, language], async () => {
      const found = await findProduct(db, user.regionId, params.uuid);
      return found && new EncodedJson((await productsIn(db, [found], language))[0]!);
    });
    if (!product) throw notFound();
    return product;
  });

  mount.user(marketingServices, async ({ c, user }) => ({
    services: await listMarketingServices(db, readerOf(c, user)),
  }));

  mount.user(cartLookupCall, async ({ c, user }) => {
    const raw = [...(c.req.queries('uuids') ?? []), ...(c.req.queries('uuids[]') ?? [])];
    const uuids = parseUuidList(raw);
    if (uuids.length > MAX_CART_UUIDS) {
      throw invalidData({ uuids: [`Ask for at most ${MAX_CART_UUIDS} variants at once.`] });
    }
    const found = await cartLookup(db, user.regionId, uuids);
    return { ...found, products: await productsIn(db, found.products, await readerCode(db, readerOf(c, user))) };
  });
}
