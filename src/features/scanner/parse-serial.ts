/**
 * The serial number a QR code (or a typed entry) carries: the text itself, or the last path segment when it is
 * a URL (e.g. https://club.example/p/rw-1234?x=1 → RW-1234); trimmed and upper-cased as the registry stores
 * serials. Mirrors server/services/scans/scan-code.ts so the client's duplicate check matches the server's.
 * Returns '' when nothing usable is left.
 */
export function parseSerial(code: string): string {
  let serial = code.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(serial) || serial.includes('/')) {
    const path = serial.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
    serial =
      path
        .split('/')
        .filter((s) => s !== '')
        .at(-1) ?? '';
    try {
      serial = decodeURIComponent(serial);
    } catch {
      // A malformed escape is kept as typed; the registry lookup then simply finds nothing.
    }
  }
  return serial.trim().toUpperCase();
}

/** Serials are short codes; anything longer, or with control characters, is not one. */
export const SERIAL_MAX_LENGTH = 64;

export function isPlausibleSerial(serial: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return serial.length > 0 && serial.length <= SERIAL_MAX_LENGTH && !/[\u0000-\u001f\u007f]/.test(serial);
}
