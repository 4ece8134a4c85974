import { describe, expect, it } from 'vitest';
import { printable } from './printable.ts';

describe('printable', () => {
  it('shows terminal escapes as text and keeps line breaks and tabs', () => {
    expect(printable('Title\u001b]0;pwned\u0007 end\n\tnext')).toBe('Title\\x1b]0;pwned\\x07 end\n\tnext');
    expect(printable('Wiśniewski, Шевченко')).toBe('Wiśniewski, Шевченко');
    expect(printable('a\u009bb\u007f')).toBe('a\\x9bb\\x7f');
  });
});
