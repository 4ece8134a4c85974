import type { Context } from 'hono';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  type StaffProduct,
  staffCatalogueExport,
  staffCatalogueImport,
  staffCategories,
  staffCategoryCreate,
  staffCategoryDelete,
  staffCategoryUpdate,
  staffProduct,
  staffProductCreate,
  staffProductDelete,
  staffProductImagesOrder,
  staffProductImageUpload,
  staffProductMove,
  staffProductRestore,
  staffProducts,
  staffProductUpdate,
  staffVariantPatch,
} from '#contract/staff-catalogue.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidData } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { markChanged } from '#server/http/kept-scopes.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readUpload } from '#server/routes/profile/read-upload.ts';
import { PICTURE_REFUSALS, storeUploadedPicture } from '#server/services/media/picture-store.ts';
import { createPictureFiles } from '#server/services/media/picture-variants.ts';
import { productImageOf } from '#server/services/shop/product-images.ts';
import {
  createCategory,
  createProduct,
  deleteCategory,
  deleteProduct,
  listStaffCategories,
  listStaffProducts,
  moveProduct,
  patchVariant,
  productImages,
  readStaffProduct,
  restoreProduct,
  saveProductImages,
  updateCategory,
  updateProduct,
  variantFigures,
} from '#server/services/staff/catalogue-desk.ts';
import { exportCatalogue, importCatalogue } from '#server/services/staff/catalogue-desk-csv.ts';

const FILE_FIELD = 'file';

/** What an audit line keeps of a product: enough to see what changed, without its pictures' addresses. */
const auditView = (p: StaffProduct) => ({
  sku: p.sku,
  name: p.texts.en?.name,
  languages: Object.keys(p.texts),
  active: p.active,
  is_visible: p.is_visible,
  sticky: p.sticky,
  categories: p.categories,
  variants: variantFigures(p),
});

/**
 * The catalogue desk (docs/decisions/0290): content staff and admins edit categories, products, variants, pictures
 * and the CSV. Every write leaves its audit line, and once committed empties the kept answers on every instance
 * (the catalogue's scope, decision 0296), so the shop's lists and product pages answer the new catalogue at once; carts read price and
 * stock live at their next look (GET /v2/cart) and clip to them.
 */
export function registerStaffCatalogueRoutes(mount: Mounter, deps: Deps): void {
  const { clock } = deps;
  const pictureFiles = createPictureFiles(deps.db, deps.logger);
  // The shop's kept answers go once the write has committed and answered (write-scopes.ts, decision 0296).
  const changed = (ctx: { c: Context<AppEnv> }) => markChanged(ctx.c, 'catalogue');

  mount.staff(staffCategories, async ({ db, query }) => ({ categories: await listStaffCategories(db, query.region) }));

  mount.staff(staffCategoryCreate, async (ctx) => {
    const category = await createCategory(ctx.db, ctx.body.region_id, ctx.body.slug, ctx.body.names);
    await ctx.audit({
      action: 'catalogue.category_created',
      objectType: 'shop_category',
      objectId: category.uuid,
      after: category,
    });
    changed(ctx);
    return category;
  });

  mount.staff(staffCategoryUpdate, async (ctx) => {
    const { before, after } = await updateCategory(ctx.db, ctx.params.uuid, ctx.body);
    await ctx.audit({
      action: 'catalogue.category_changed',
      objectType: 'shop_category',
      objectId: after.uuid,
      before,
      after,
    });
    changed(ctx);
    return after;
  });

  mount.staff(staffCategoryDelete, async (ctx) => {
    const before = await deleteCategory(ctx.db, ctx.params.uuid);
    await ctx.audit({
      action: 'catalogue.category_deleted',
      objectType: 'shop_category',
      objectId: before.uuid,
      before,
    });
    changed(ctx);
    return null;
  });

  mount.staff(staffProducts, async ({ db, query }) => listStaffProducts(db, query));

  mount.staff(staffProduct, async ({ db, params }) => readStaffProduct(db, params.uuid));

  mount.staff(staffProductCreate, async (ctx) => {
    const product = await createProduct(ctx.db, ctx.body.region_id, ctx.body.product, clock.now());
    await ctx.audit({
      action: 'catalogue.product_created',
      objectType: 'shop_product',
      objectId: product.uuid,
      after: { region_id: product.region_id, type: product.type, ...auditView(product) },
    });
    changed(ctx);
    return product;
  });

  mount.staff(staffProductUpdate, async (ctx) => {
    const { before, after } = await updateProduct(ctx.db, ctx.params.uuid, ctx.body, clock.now());
    await ctx.audit({
      action: 'catalogue.product_changed',
      objectType: 'shop_product',
      objectId: after.uuid,
      before: auditView(before),
      after: auditView(after),
    });
    changed(ctx);
    return after;
  });

  mount.staff(staffVariantPatch, async (ctx) => {
    const { product, before, after } = await patchVariant(ctx.db, ctx.params.uuid, ctx.body);
    await ctx.audit({
      action: 'catalogue.variant_changed',
      objectType: 'shop_variant',
      objectId: after.uuid,
      before: { product, sku: before.sku, price: before.price, stock: before.stock },
      after: { product, sku: after.sku, price: after.price, stock: after.stock },
    });
    changed(ctx);
    return after;
  });

  mount.staff(staffProductDelete, async (ctx) => {
    const { outcome, product } = await deleteProduct(ctx.db, ctx.params.uuid, clock.now());
    await ctx.audit({
      action: outcome === 'archived' ? 'catalogue.product_archived' : 'catalogue.product_deleted',
      objectType: 'shop_product',
      objectId: product.uuid,
      before: auditView(product),
    });
    changed(ctx);
    return { outcome };
  });

  mount.staff(staffProductRestore, async (ctx) => {
    const product = await restoreProduct(ctx.db, ctx.params.uuid, clock.now());
    await ctx.audit({ action: 'catalogue.product_restored', objectType: 'shop_product', objectId: product.uuid });
    changed(ctx);
    return product;
  });

  mount.staff(staffProductMove, async (ctx) => {
    const moved = await moveProduct(ctx.db, ctx.params.uuid, ctx.body.direction);
    await ctx.audit({
      action: 'catalogue.product_moved',
      objectType: 'shop_product',
      objectId: ctx.params.uuid,
      after: { direction: ctx.body.direction, moved },
    });
    changed(ctx);
    return { moved };
  });

  mount.staff(staffProductImageUpload, async (ctx) => {
    const { images } = await productImages(ctx.db, ctx.params.uuid);
    if (images.length >= MAX_PRODUCT_IMAGES) {
      const message = `A product may have at most ${MAX_PRODUCT_IMAGES} pictures: remove one first.`;
      throw new ApiError(409, message, { [FILE_FIELD]: [message] });
    }
    const bytes = await readUpload(ctx.c, FILE_FIELD, MAX_PRODUCT_IMAGE_BYTES);
    // The shop's picture store (decision 0285): checked by content, kept once, AVIF and WebP made now.
    const stored = await storeUploadedPicture(ctx.db, bytes);
    if ('refused' in stored) {
      const message = PICTURE_REFUSALS[stored.refused];
      throw new ApiError(stored.refused === 'not-a-picture' ? 415 : 422, message, { [FILE_FIELD]: [message] });
    }
    const saved = await saveProductImages(
      ctx.db,
      ctx.params.uuid,
      [...images, productImageOf(stored, images.length + 1)],
      clock.now(),
    );
    await ctx.audit({
      action: 'catalogue.picture_added',
      objectType: 'shop_product',
      objectId: ctx.params.uuid,
      after: { pictures: saved.length, thumbnail: saved[0]?.thumbnail },
    });
    changed(ctx);
    // Every size made once the picture is committed: staff wait for it, so the first shopper does not.
    ctx.afterCommit(() => pictureFiles.prepare(stored.key));
    return { images: saved };
  });

  mount.staff(staffProductImagesOrder, async (ctx) => {
    const { images } = await productImages(ctx.db, ctx.params.uuid);
    const byPosition = new Map(images.map((image) => [image.position, image]));
    const unknown = ctx.body.order.filter((position) => !byPosition.has(position));
    if (unknown.length > 0) throw invalidData({ order: ['The product has no picture at this position.'] });
    const saved = await saveProductImages(
      ctx.db,
      ctx.params.uuid,
      ctx.body.order.map((position) => byPosition.get(position)!),
      clock.now(),
    );
    await ctx.audit({
      action: 'catalogue.pictures_ordered',
      objectType: 'shop_product',
      objectId: ctx.params.uuid,
      before: { order: images.map((i) => i.thumbnail) },
      after: { order: saved.map((i) => i.thumbnail) },
    });
    changed(ctx);
    return { images: saved };
  });

  mount.staffBytes(staffCatalogueExport, async ({ params, db }) => ({
    bytes: new TextEncoder().encode(`\uFEFF${await exportCatalogue(db, params.region)}`),
    name: `catalogue-region-${params.region}.csv`,
  }));

  mount.staff(staffCatalogueImport, async (ctx) => {
    const counts = await importCatalogue(ctx.db, ctx.body.region_id, ctx.body.csv);
    await ctx.audit({
      action: 'catalogue.imported',
      objectType: 'region',
      objectId: ctx.body.region_id,
      after: counts,
    });
    changed(ctx);
    return counts;
  });
}
