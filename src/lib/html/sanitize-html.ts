import DOMPurify from 'dompurify';

/**
 * HTML written by staff on the server, made safe to put into the page: DOMPurify keeps headings, paragraphs,
 * lists, tables, links and pictures and drops scripts, event handlers, styles, forms, frames and javascript:
 * URLs. Links that leave the club open in a new tab without handing it the opener.
 */
export function sanitizeHtml(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      const external = /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin);
      if (external) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
  });
  return purify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
