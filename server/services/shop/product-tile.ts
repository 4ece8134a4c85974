import type { Product, ProductTile } from '#contract/shop.ts';

/**
 * A product as the shop's list shows it (contract ProductTile): the first picture by position, no description and
 * no variants (the product's page reads those), so a 21-product page is a fraction of the bytes (issue 30).
 */
export function productTile(p: Product): ProductTile {
  const first = p.images.reduce<Product['images'][number] | undefined>(
    (best, image) => (best === undefined || image.position < best.position ? image : best),
    undefined,
  );
  return {
    uuid: p.uuid,
    name: p.name,
    type: p.type,
    sku: p.sku,
    prices: p.prices,
    images: first ? [{ position: first.position, thumbnail: first.thumbnail, picture: first.picture }] : [],
    thumbnail: p.thumbnail,
    categories: p.categories,
    active: p.active,
    is_visible: p.is_visible,
    stock: p.stock,
    settings: p.settings,
  };
}
