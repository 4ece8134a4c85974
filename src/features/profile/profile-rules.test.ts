import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';
import { imageKindOf } from './image-kind.ts';

describe('imageKindOf', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
  });
  it('refuses anything else, whatever its name', () => {
    expect(imageKindOf(new TextEncoder().encode('<!doctype html><p>hi'))).toBeNull();
    expect(imageKindOf(new Uint8Array([]))).toBeNull();
    expect(imageKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

describe('changedFields', () => {
  it('answers only what differs, trimmed', () => {
    const stored = { name: 'Piotr', surname: 'Kowalski', phone: '+48500000001', email: null };
    expect(changedFields({ name: 'Piotr ', surname: 'Nowak', phone: '+48500000001', email: '' }, stored)).toEqual({
      surname: 'Nowak',
    });
  });
  it('sends an emptied field as empty so the server can refuse it', () => {
    expect(changedFields({ city: ' ' }, { city: 'Kraków' })).toEqual({ city: '' });
  });
});
