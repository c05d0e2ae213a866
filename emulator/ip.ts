// IP address and CIDR matching for key IP access lists (IPv4, IPv6, IPv4-mapped IPv6).
import { isIPv4, isIPv6 } from 'node:net';

/** A 128-bit address; IPv4 addresses are stored IPv4-mapped (::ffff:a.b.c.d). */
type Addr = bigint;

const V4_MAPPED_PREFIX = 0xffffn << 32n;

function parseV4(s: string): Addr | undefined {
  if (!isIPv4(s)) return undefined;
  const n = s.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
  return V4_MAPPED_PREFIX | n;
}

function parseV6(input: string): Addr | undefined {
  const s = input.replace(/%.*$/, ''); // zone id
  if (!isIPv6(s)) return undefined;
  let head = s;
  let v4tail: bigint | undefined;
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseV4(tail);
    if (v4 === undefined) return undefined;
    v4tail = v4 & 0xffffffffn;
    head = `${s.slice(0, lastColon + 1)}0:0`;
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const l = left ? left.split(':') : [];
  const r = right === undefined ? [] : right ? right.split(':') : [];
  const missing = 8 - l.length - r.length;
  const groups = right === undefined ? l : [...l, ...Array<string>(missing).fill('0'), ...r];
  if (groups.length !== 8) return undefined;
  let n = 0n;
  for (const g of groups) n = (n << 16n) | BigInt(parseInt(g || '0', 16));
  if (v4tail !== undefined) n = (n & ~0xffffffffn) | v4tail;
  return n;
}

/** Parses an address in any of the supported forms, normalising IPv4 to IPv4-mapped. */
export function parseAddress(s: string): Addr | undefined {
  const t = s.trim();
  return parseV4(t) ?? parseV6(t);
}

interface Cidr {
  base: Addr;
  bits: number; // prefix length over 128 bits
  anywhere: boolean;
}

/** Parses `a.b.c.d`, `a.b.c.d/n`, IPv6 and IPv6/n. Returns undefined if malformed. */
export function parseCidr(entry: string): Cidr | undefined {
  const t = entry.trim();
  const slash = t.indexOf('/');
  const addrPart = slash === -1 ? t : t.slice(0, slash);
  const lenPart = slash === -1 ? undefined : t.slice(slash + 1);
  const v4 = isIPv4(addrPart);
  const addr = parseAddress(addrPart);
  if (addr === undefined) return undefined;
  const maxLen = v4 ? 32 : 128;
  let len = maxLen;
  if (lenPart !== undefined) {
    if (!/^\d{1,3}$/.test(lenPart)) return undefined;
    len = Number(lenPart);
    if (len > maxLen) return undefined;
  }
  const bits = v4 ? 96 + len : len;
  // 0.0.0.0/0 and ::/0 both mean "from anywhere" (IPv4 and IPv6 callers).
  return { base: addr, bits, anywhere: len === 0 };
}

function mask(bits: number): bigint {
  if (bits <= 0) return 0n;
  return ((1n << BigInt(bits)) - 1n) << BigInt(128 - bits);
}

export function cidrContains(cidr: Cidr, addr: Addr): boolean {
  if (cidr.anywhere) return true;
  const m = mask(cidr.bits);
  return (cidr.base & m) === (addr & m);
}

/** True if `remoteAddress` is covered by at least one entry of the list. */
export function ipAllowed(list: readonly { source: string }[], remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const addr = parseAddress(remoteAddress);
  if (addr === undefined) return false;
  return list.some((entry) => {
    const cidr = typeof entry.source === 'string' ? parseCidr(entry.source) : undefined;
    return cidr !== undefined && cidrContains(cidr, addr);
  });
}
