/** The editor's empty document: counts as no text. */
export const isEmptyHtml = (html: string) => html.replace(/<p>\s*<\/p>|<br\s*\/?>|\s/g, '') === '';
