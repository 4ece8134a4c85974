-- The catalogue edited by staff (docs/decisions/0290): product and category names per language, and archived
-- products. English stays in shop_products.name/description and shop_categories.name (the source and the
-- fallback); a row here is one other language's text. An ordered product is archived (hidden from the shop, kept
-- for its orders), never deleted.
CREATE TABLE shop_product_texts (
  product_id integer NOT NULL REFERENCES shop_products(id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, language)
);

CREATE TABLE shop_category_texts (
  category_id integer NOT NULL REFERENCES shop_categories(id) ON DELETE CASCADE,
  language text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (category_id, language)
);

-- Staff name a category by a uuid, as everything else they edit.
ALTER TABLE shop_categories ADD COLUMN uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid();

ALTER TABLE shop_products ADD COLUMN archived_at timestamptz;
ALTER TABLE shop_products ADD COLUMN updated_at timestamptz;
CREATE INDEX shop_products_sku_idx ON shop_products (region_id, lower(sku));
CREATE INDEX shop_variants_sku_idx ON shop_variants (lower(sku));
