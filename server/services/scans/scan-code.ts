/**
 * The serial number a QR code carries: the code itself, or the last path segment when the code is a URL
 * (e.g. https://club.example/p/RW-1234 → RW-1234). Serials are stored upper-case; codes are matched so.
 */
export function serialFromCode(code: string): string {
  let serial = code.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(serial) || serial.includes('/')) {
    const path = serial.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
    const segments = path.split('/').filter((s) => s !== '');
    serial = segments.at(-1) ?? '';
    try {
      serial = decodeURIComponent(serial);
    } catch {
      // A malformed escape is kept as typed; the registry lookup then simply finds nothing.
    }
  }
  return serial.trim().toUpperCase();
}
