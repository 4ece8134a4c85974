import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-error.ts';

describe('cameraProblemOf', () => {
  it('reads html5-qrcode wrapped strings and DOMExceptions', () => {
    expect(cameraProblemOf('Error getting userMedia, error = NotAllowedError: Permission denied')).toBe('denied');
    expect(cameraProblemOf(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf('Error getting userMedia, error = NotFoundError: Requested device not found')).toBe(
      'missing',
    );
    expect(cameraProblemOf('Camera streaming not supported by the browser.')).toBe('unsupported');
    expect(cameraProblemOf(new Error('boom'))).toBe('failed');
  });
});
