import { describe, expect, it } from 'vitest';
import { isPlausibleSerial, parseSerial } from './parse-serial.ts';

describe('parseSerial', () => {
  it('takes a plain serial, trimmed and upper-cased', () => {
    expect(parseSerial('  rw-test-0001 \n')).toBe('RW-TEST-0001');
  });
  it('takes the last path segment of a URL, without query or fragment', () => {
    expect(parseSerial('https://club.example/p/rw-1234?src=qr#x')).toBe('RW-1234');
    expect(parseSerial('https://club.example/p/RW-1234/')).toBe('RW-1234');
    expect(parseSerial('/p/rw-9')).toBe('RW-9');
  });
  it('decodes escapes and keeps malformed ones as typed', () => {
    expect(parseSerial('https://x.example/p/RW%2D1')).toBe('RW-1');
    expect(parseSerial('https://x.example/p/RW%E0')).toBe('RW%E0');
  });
  it('gives nothing for a URL without a path', () => {
    expect(parseSerial('https://club.example')).toBe('');
    expect(parseSerial('   ')).toBe('');
  });
});

describe('isPlausibleSerial', () => {
  it('refuses empty, too long and control characters', () => {
    expect(isPlausibleSerial('RW-TEST-0001')).toBe(true);
    expect(isPlausibleSerial('')).toBe(false);
    expect(isPlausibleSerial('A'.repeat(65))).toBe(false);
    expect(isPlausibleSerial('RW\u0000')).toBe(false);
  });
});
