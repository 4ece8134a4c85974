import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's IP address; undefined for a request made in-process (tests). Behind `trustedProxies` proxies
 * (TRUSTED_PROXIES, docs/operations.md) it is the address the outermost of them saw, read from X-Forwarded-For
 * counting from the right, where each trusted proxy appended its caller; entries further left were written by the
 * client and are not believed.
 */
export function callerAddress(c: Context, trustedProxies = 0): string | undefined {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (trustedProxies <= 0 || socket === undefined) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? socket;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the caller is on this machine. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
