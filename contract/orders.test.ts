import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGE, PersonalisationData } from './orders.ts';

describe('a personalisation link', () => {
  const link = (value: string) => v.safeParse(PersonalisationData, { link: value });

  it('is a web address: http or https only', () => {
    expect(link('https://dachy-kowalski.pl/oferta').success).toBe(true);
    expect(link('http://example.com').success).toBe(true);
    expect(link('').success).toBe(true);
  });

  it('refuses javascript:, data: and other schemes with a message naming what to enter', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>',
      'ftp://x.pl',
      'www.x.pl',
    ]) {
      const result = link(bad);
      expect(result.success, bad).toBe(false);
      expect(result.issues?.[0]?.message).toBe(LINK_MESSAGE);
    }
  });
});
