import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the article: headings, lists, pictures and links', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>One</li></ul><img src="/a.svg" alt="A picture">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, javascript: links, frames and styles', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><p style="position:fixed">s</p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(out).toContain('Hi');
  });

  it('opens links to other sites in a new tab without the opener, and keeps the club links in the app', () => {
    const out = sanitizeHtml(
      '<a href="https://club.example.com/rules">rules</a> <a href="/shop" target="_blank">shop</a>',
    );
    expect(out).toContain('<a href="https://club.example.com/rules" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<a href="/shop">shop</a>');
  });
});
