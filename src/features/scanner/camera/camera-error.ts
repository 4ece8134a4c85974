/** Why the camera did not start, from the error getUserMedia (or html5-qrcode's wrapped string) gave. */
export type CameraProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export function cameraProblemOf(error: unknown): CameraProblem {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (/NotAllowedError|SecurityError|Permission denied|PermissionDenied/i.test(text)) return 'denied';
  if (/NotFoundError|OverconstrainedError|DevicesNotFound|Requested device not found/i.test(text)) return 'missing';
  if (/not supported|insecure|streaming/i.test(text)) return 'unsupported';
  return 'failed';
}
