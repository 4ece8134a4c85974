import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** `::ffff:10.0.0.1` -> `10.0.0.1`: an IPv4 caller on a dual-stack socket is matched as IPv4. */
const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** The trusted proxies (TRUSTED_PROXIES: addresses and ranges) as a set that answers "is this one of them?". */
export function proxySet(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const candidate = plain(address);
    const family = isIP(candidate);
    return family !== 0 && list.check(candidate, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const cache = new WeakMap<readonly string[], (address: string) => boolean>();
const trustedBy = (entries: readonly string[]) => {
  let found = cache.get(entries);
  if (!found) {
    found = proxySet(entries);
    cache.set(entries, found);
  }
  return found;
};

/**
 * The caller's IP address; undefined for a request made in-process (tests). X-Forwarded-For is believed only when
 * the connection comes from one of the trusted proxies (TRUSTED_PROXIES, docs/operations.md): the entries are read
 * from the right, each appended by the proxy in front of it, and the first one that is not itself a trusted proxy is
 * the client. A connection from anywhere else is the client, whatever it wrote in the header.
 */
export function callerAddress(c: Context, trustedProxies: readonly string[] = []): string | undefined {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (socket === undefined) return undefined;
  const trusted = trustedBy(trustedProxies);
  if (!trusted(socket)) return plain(socket);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let client = plain(socket);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const entry = plain(forwarded[i]!);
    if (isIP(entry) === 0) break; // a malformed entry: the proxy behind it is the last address we can vouch for
    client = entry;
    if (!trusted(entry)) break;
  }
  return client;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the caller is on this machine. */
export function isLoopback(address: string): boolean {
  const v4 = plain(address);
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
