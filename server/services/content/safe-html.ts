import type { IOptions } from 'sanitize-html';

type Sanitize = typeof import('sanitize-html');
let loaded: Promise<Sanitize> | undefined;

/**
 * Article HTML as staff authored it, cut down to what an article needs before it leaves the server: headings,
 * paragraphs, lists, tables, quotes, links and pictures; no scripts, handlers, styles, frames or forms, and only
 * http(s), mailto and tel links. The app sanitises again with DOMPurify before rendering (decision 0119): two
 * well-kept sanitisers, and the browser never parses a handler attribute (Chrome reports even inert ones to the
 * CSP endpoint).
 */
export async function safeHtmlCleaner(): Promise<(html: string) => string> {
  // sanitize-html (with postcss and the HTML entity tables) loads with the first article, not at every start (0297).
  loaded ??= import('sanitize-html').then((module) => module.default);
  const sanitize = await loaded;
  return (html) => sanitize(html, OPTIONS);
}

/** One article's HTML cut down (see safeHtmlCleaner). */
export async function safeHtml(html: string): Promise<string> {
  return (await safeHtmlCleaner())(html);
}

const OPTIONS: IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup'],
    ...['ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'a', 'img', 'span', 'div'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};
