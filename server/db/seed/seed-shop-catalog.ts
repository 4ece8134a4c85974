import type { ProductImage } from '#contract/shop.ts';
import { storeDrawing } from '#server/services/media/picture-store.ts';
import { productImageOf } from '#server/services/shop/product-images.ts';
import type { Queryable } from '../db.ts';
import { drill, headlamp, jacket, mug, screwdrivers, spiritLevel } from './shop-drawings-goods.ts';
import { banner, billboard, businessCards, clubCard, flyer, vanSticker, voucher } from './shop-drawings-print.ts';

/** A product's picture: drawn from its colour (shop-drawings*.ts), words-free. */
type Drawing = (color: string) => string;

// Each drawing is made once per process: API tests seed many databases, the drawings never change.
const drawn = new Map<string, string>();
const drawingOf = (p: ProductSeed, index: number) => {
  const name = `${p.sku}#${index}`;
  let svg = drawn.get(name);
  if (svg === undefined) {
    svg = p.pictures[index]!(p.color);
    drawn.set(name, svg);
  }
  return svg;
};

type Field = [name: string, group: 'required' | 'optional'];
interface VariantSeed {
  sku: string;
  title?: string;
  price: number;
  stock: number;
  size?: string;
}
export interface ProductSeed {
  type: 'voucher' | 'product' | 'personalised' | 'card';
  name: string;
  sku: string;
  description: string;
  category: string;
  color: string;
  /** Its pictures, in gallery order; kept in the picture store (docs/decisions/0285). */
  pictures: Drawing[];
  variants: VariantSeed[];
  subtype?: string;
  fields?: Field[];
  active?: boolean;
  visible?: boolean;
  sticky?: boolean;
}

const contact: Field[] = [
  ['phone', 'optional'],
  ['email', 'optional'],
];

/** PL: every product type; the README and browser tests rely on these names, prices and stocks. */
export const PL_CATEGORIES: [string, string][] = [
  ['vouchers', 'Bony'],
  ['tools', 'Narzędzia'],
  ['clothing', 'Odzież'],
  ['marketing', 'Materiały reklamowe'],
  ['club-card', 'Karta klubowa'],
];
const pack = (sku: string, price: number, stock = 1000): VariantSeed[] => [
  { sku: `${sku}-100`, title: '100 szt.', price, stock },
  { sku: `${sku}-250`, title: '250 szt.', price: price * 2, stock },
];
export const PL_PRODUCTS: ProductSeed[] = [
  {
    type: 'voucher',
    name: 'Bon Allegro 100 zł',
    sku: 'VCH-ALLEGRO-100',
    description: 'Bon podarunkowy do wykorzystania w serwisie Allegro. Ważny 12 miesięcy od wydania.',
    category: 'vouchers',
    color: '#ff5a00',
    pictures: [(c) => voucher(c, 'gift')],
    variants: [{ sku: 'VCH-ALLEGRO-100', price: 200, stock: 500 }],
    sticky: true,
  },
  {
    type: 'voucher',
    name: 'Bon Castorama 50 zł',
    sku: 'VCH-CASTO-50',
    description: 'Bon na zakupy w sklepach Castorama.',
    category: 'vouchers',
    color: '#0078d7',
    pictures: [(c) => voucher(c, 'home')],
    variants: [{ sku: 'VCH-CASTO-50', price: 100, stock: 250 }],
    sticky: true,
  },
  {
    type: 'voucher',
    name: 'Bon Decathlon 200 zł',
    sku: 'VCH-DECATHLON-200',
    description: 'Bon na sprzęt sportowy w sklepach Decathlon.',
    category: 'vouchers',
    color: '#0082c3',
    pictures: [(c) => voucher(c, 'sport')],
    variants: [{ sku: 'VCH-DECATHLON-200', price: 400, stock: 40 }],
  },
  {
    type: 'product',
    name: 'Kurtka softshell Installer Club',
    sku: 'JACKET-SOFTSHELL',
    description: 'Wodoodporna kurtka softshell z logo klubu.',
    category: 'clothing',
    color: '#1f3b57',
    pictures: [(c) => jacket(c, 'front'), (c) => jacket(c, 'back')],
    variants: [
      { sku: 'JACKET-SOFTSHELL-M', title: 'M', price: 300, stock: 150, size: 'M' },
      { sku: 'JACKET-SOFTSHELL-L', title: 'L', price: 300, stock: 8, size: 'L' },
      { sku: 'JACKET-SOFTSHELL-XL', title: 'XL', price: 300, stock: 0, size: 'XL' },
    ],
    sticky: true,
  },
  {
    type: 'product',
    name: 'Zestaw wkrętaków',
    sku: 'TOOL-SCREWDRIVERS',
    description: 'Zestaw 12 wkrętaków z magnetycznymi końcówkami.',
    category: 'tools',
    color: '#c0392b',
    pictures: [screwdrivers],
    variants: [{ sku: 'TOOL-SCREWDRIVERS', price: 150, stock: 12 }],
    sticky: true,
  },
  {
    type: 'product',
    name: 'Wkrętarka akumulatorowa 18V',
    sku: 'TOOL-DRILL-18V',
    description: 'Wkrętarka z dwoma akumulatorami i walizką.',
    category: 'tools',
    color: '#2c3e50',
    pictures: [drill],
    variants: [{ sku: 'TOOL-DRILL-18V', price: 900, stock: 3 }],
    sticky: true,
  },
  {
    type: 'product',
    name: 'Kubek termiczny',
    sku: 'MUG-THERMO',
    description: 'Kubek termiczny 450 ml.',
    category: 'clothing',
    color: '#16a085',
    pictures: [mug],
    variants: [{ sku: 'MUG-THERMO', price: 60, stock: 200 }],
  },
  {
    type: 'personalised',
    name: 'Ulotki firmowe A5',
    sku: 'MKT-FLYER-A5',
    description: 'Dwustronne ulotki A5 z logo firmy i sześcioma usługami.',
    category: 'marketing',
    color: '#8e44ad',
    pictures: [(c) => flyer(c, 'front'), (c) => flyer(c, 'back')],
    variants: pack('MKT-FLYER-A5', 150),
    subtype: 'flyer',
    fields: [
      ['companyName', 'required'],
      ...contact,
      ['link', 'optional'],
      ['shortDescription', 'optional'],
      ['longDescription', 'optional'],
      ['logo', 'required'],
      ['coverImage', 'optional'],
      ['services', 'required'],
    ],
  },
  {
    type: 'personalised',
    name: 'Wizytówki poziome',
    sku: 'MKT-CARD-H',
    description: 'Wizytówki 90×50 mm z czterema usługami.',
    category: 'marketing',
    color: '#27ae60',
    pictures: [(c) => businessCards(c, 'horizontal')],
    variants: pack('MKT-CARD-H', 130, 500),
    subtype: 'business_card_horizontal',
    fields: [
      ['name', 'required'],
      ['surname', 'required'],
      ['companyName', 'required'],
      ...contact,
      ['logo', 'optional'],
      ['services', 'required'],
    ],
  },
  {
    type: 'personalised',
    name: 'Wizytówki pionowe',
    sku: 'MKT-CARD-V',
    description: 'Wizytówki 50×90 mm z pięcioma usługami.',
    category: 'marketing',
    color: '#2980b9',
    pictures: [(c) => businessCards(c, 'vertical')],
    variants: pack('MKT-CARD-V', 130, 500),
    subtype: 'business_card_vertical',
    fields: [
      ['name', 'required'],
      ['surname', 'required'],
      ['companyName', 'required'],
      ...contact,
      ['logo', 'optional'],
      ['services', 'required'],
    ],
  },
  {
    type: 'personalised',
    name: 'Baner reklamowy 2×1 m',
    sku: 'MKT-BANNER',
    description: 'Baner PVC z oczkami, do zawieszenia na rusztowaniu.',
    category: 'marketing',
    color: '#d35400',
    pictures: [banner],
    variants: [{ sku: 'MKT-BANNER', price: 400, stock: 50 }],
    subtype: 'banner',
    fields: [
      ['companyName', 'required'],
      ...contact,
      ['link', 'optional'],
      ['logo', 'required'],
      ['address', 'optional'],
    ],
  },
  {
    type: 'personalised',
    name: 'Naklejki na auto',
    sku: 'MKT-STICKER',
    description: 'Naklejki na samochód firmowy.',
    category: 'marketing',
    color: '#f39c12',
    pictures: [vanSticker],
    variants: [{ sku: 'MKT-STICKER', price: 140, stock: 100 }],
    subtype: 'sticker',
    fields: [['companyName', 'required'], ...contact, ['logo', 'optional'], ['services', 'optional']],
  },
  {
    type: 'personalised',
    name: 'Billboard 3×2 m',
    sku: 'MKT-BILLBOARD',
    description: 'Billboard z projektem przygotowanym przez nasze studio.',
    category: 'marketing',
    color: '#7f8c8d',
    pictures: [billboard],
    variants: [{ sku: 'MKT-BILLBOARD', price: 900, stock: 5 }],
    subtype: 'billboard',
    fields: [
      ['companyName', 'required'],
      ...contact,
      ['logo', 'required'],
      ['image', 'optional'],
      ['address', 'optional'],
    ],
  },
  {
    type: 'card',
    name: 'Karta klubowa Installer Club',
    sku: 'CLUB-CARD',
    description: 'Przedpłacona karta, na którą zamienisz punkty (1 punkt = 2 zł).',
    category: 'club-card',
    color: '#e30613',
    pictures: [clubCard],
    variants: [{ sku: 'CLUB-CARD', price: -1, stock: 1000 }],
  },
  {
    type: 'product',
    name: 'Latarka czołowa',
    sku: 'TOOL-HEADLAMP',
    description: 'Produkt wycofany.',
    category: 'tools',
    color: '#95a5a6',
    pictures: [headlamp],
    variants: [{ sku: 'TOOL-HEADLAMP', price: 80, stock: 20 }],
    active: false,
  },
  {
    type: 'product',
    name: 'Poziomica 120 cm',
    sku: 'TOOL-LEVEL-120',
    description: 'Dostępna tylko z linku w kampanii.',
    category: 'tools',
    color: '#34495e',
    pictures: [spiritLevel],
    variants: [{ sku: 'TOOL-LEVEL-120', price: 180, stock: 30 }],
    visible: false,
  },
];

export const OTHER_REGIONS: { region: number; categories: [string, string][]; products: ProductSeed[] }[] = [
  {
    region: 3,
    categories: [
      ['vouchers', 'Vouchere'],
      ['clothing', 'Îmbrăcăminte'],
    ],
    products: [
      {
        type: 'voucher',
        name: 'Voucher eMAG 100 lei',
        sku: 'VCH-EMAG-100',
        description: 'Voucher pentru eMAG.',
        category: 'vouchers',
        color: '#005eb8',
        pictures: [(c) => voucher(c, 'tech')],
        variants: [{ sku: 'VCH-EMAG-100', price: 150, stock: 300 }],
      },
      {
        type: 'product',
        name: 'Geacă softshell',
        sku: 'RO-JACKET',
        description: 'Geacă impermeabilă cu logo.',
        category: 'clothing',
        color: '#1f3b57',
        pictures: [(c) => jacket(c, 'front'), (c) => jacket(c, 'back')],
        variants: [
          { sku: 'RO-JACKET-M', title: 'M', price: 300, stock: 50, size: 'M' },
          { sku: 'RO-JACKET-L', title: 'L', price: 300, stock: 20, size: 'L' },
        ],
      },
    ],
  },
  {
    region: 13,
    categories: [['vouchers', 'Poukázky']],
    products: [
      {
        type: 'voucher',
        name: 'Poukázka Alza 500 Kč',
        sku: 'VCH-ALZA-500',
        description: 'Dárková poukázka Alza.cz.',
        category: 'vouchers',
        color: '#1d3c6e',
        pictures: [(c) => voucher(c, 'tech')],
        variants: [{ sku: 'VCH-ALZA-500', price: 120, stock: 100 }],
      },
    ],
  },
  {
    region: 12,
    categories: [['vouchers', 'Poukážky']],
    products: [
      {
        type: 'voucher',
        name: 'Poukážka 20 €',
        sku: 'VCH-SK-20',
        description: 'Darčeková poukážka.',
        category: 'vouchers',
        color: '#0b4ea2',
        pictures: [(c) => voucher(c, 'gift')],
        variants: [{ sku: 'VCH-SK-20', price: 100, stock: 100 }],
      },
    ],
  },
];

export const MARKETING_SERVICES: [string, string][] = [
  ['Roof window installation', 'window'],
  ['Roof window replacement', 'replace'],
  ['Flashing and insulation', 'insulation'],
  ['Blinds and shutters', 'blinds'],
  ['Loft conversions', 'loft'],
  ['Sun tunnels', 'sun'],
  ['Roof repairs', 'roof'],
  ['Free measurement', 'ruler'],
  ['Electric and solar windows', 'solar'],
  ['Warranty service', 'shield'],
];

/** Inserts a region's categories and products with their variants. */
export async function seedCatalog(
  tx: Queryable,
  region: number,
  categories: [string, string][],
  products: ProductSeed[],
) {
  const categoryIds = new Map<string, number>();
  for (const [i, [slug, name]] of categories.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO shop_categories (region_id, slug, name, position) VALUES ($1, $2, $3, $4) RETURNING id',
      [region, slug, name, i + 1],
    );
    categoryIds.set(slug, row!.id);
  }
  for (const [i, p] of products.entries()) {
    const images: ProductImage[] = [];
    for (const index of p.pictures.keys())
      images.push(productImageOf(await storeDrawing(tx, drawingOf(p, index)), index + 1));
    const settings = p.subtype
      ? { subtype: p.subtype, fields: (p.fields ?? []).map(([name, group]) => ({ name, group })) }
      : null;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO shop_products (region_id, type, name, sku, description, images, settings, active, is_visible, sticky, position, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        region,
        p.type,
        p.name,
        p.sku,
        p.description,
        JSON.stringify(images),
        settings && JSON.stringify(settings),
        p.active ?? true,
        p.visible ?? true,
        p.sticky ?? false,
        i + 1,
        new Date(Date.UTC(2025, 0, 1 + i)),
      ],
    );
    await tx.query('INSERT INTO shop_product_categories (product_id, category_id) VALUES ($1, $2)', [
      row!.id,
      categoryIds.get(p.category),
    ]);
    for (const [j, v] of p.variants.entries()) {
      const attrs = v.size
        ? [{ attrUuid: 'size', attrValueUuid: `size-${v.size.toLowerCase()}`, attrValueName: v.size }]
        : [];
      await tx.query(
        'INSERT INTO shop_variants (product_id, sku, title, price, stock, attrs, position) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [row!.id, v.sku, v.title ?? '', v.price, v.stock, JSON.stringify(attrs), j + 1],
      );
    }
  }
}
