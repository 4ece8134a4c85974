import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.ts';

describe('safeHtml (sanitize-html on the server)', () => {
  it('keeps an article as authored', async () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>One</li></ul><figure><img src="/pv/a.svg" alt="A" width="1280" height="720"><figcaption>A</figcaption></figure><a href="https://club.example.com" target="_blank" rel="noopener">rules</a>';
    expect(await safeHtml(html)).toBe(html.replace('height="720">', 'height="720" />'));
  });

  it('drops scripts with their text, handlers, styles, frames and javascript: links', async () => {
    const out = await safeHtml(
      '<p onclick="x()">Hi</p><script>window.bad = 1</script><img src="/a.png" onerror="alert(1)">' +
        '<a href="javascript:alert(2)">link</a><iframe src="https://evil.example"></iframe><p style="color:red">s</p>',
    );
    expect(out).toBe('<p>Hi</p><img src="/a.png" /><a>link</a><p>s</p>');
  });
});
