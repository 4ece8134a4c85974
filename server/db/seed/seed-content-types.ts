/** Shapes of the seeded content; the texts themselves are in seed-content-news.ts and -tutorials.ts. */
export interface TextSeed {
  title: string;
  excerpt: string;
  /** HTML as staff would author it: headings, paragraphs, lists, links and pictures, nothing active. */
  body: string;
}

export interface ItemSeed {
  type: 'news' | 'tutorial';
  /** Region slugs the item is published in; 'all' = every region. */
  regions: 'all' | string[];
  sticky?: boolean;
  visible?: boolean;
  /** A picture of services/content/pictures.ts, shown as thumbnail and large image. */
  picture?: string;
  gallery?: string[];
  youtube?: string;
  publishedAt: string;
  updatedAt?: string;
  texts: Record<string, TextSeed>;
}

const IMG = '/pv/app/public/files/content';
/** An inline picture for an article body. */
export const figure = (name: string, alt: string) =>
  `<figure><img src="${IMG}/${name}-l.svg" alt="${alt}" width="1280" height="720"><figcaption>${alt}</figcaption></figure>`;
