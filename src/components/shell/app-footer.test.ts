import { describe, expect, it } from 'vitest';
import { countryName } from './app-footer.tsx';

describe('countryName', () => {
  it("names the region's country in the reader's language", () => {
    expect(countryName('ro', 'Romania', 'pl')).toBe('Rumunia');
    expect(countryName('pl', 'Poland', 'hu')).toBe('Lengyelország');
    expect(countryName('pl', 'Poland', 'en')).toBe('Poland');
    expect(countryName('cz', 'Czechia', 'uk')).toBe('Чехія');
  });

  it("keeps the server's name for a code the browser does not know", () => {
    expect(countryName('zz-nope', 'Somewhere', 'pl')).toBe('Somewhere');
  });
});
