import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not the public Internet: a fetch by URL never connects to them. */
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** `10.1.2.3` as the two IPv6 groups `a01:203`, for the prefixes that carry an IPv4 address. */
const asHexGroups = (ipv4: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

const blocked = new BlockList();
for (const [address, prefix] of IPV4_RANGES) {
  blocked.addSubnet(address, prefix, 'ipv4');
  // The same ranges reached through IPv6: IPv4-mapped, NAT64 (well-known prefix) and 6to4.
  blocked.addSubnet(`::ffff:${address}`, 96 + prefix, 'ipv6');
  blocked.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
  blocked.addSubnet(`2002:${asHexGroups(address)}::`, 16 + prefix, 'ipv6');
}
for (const [address, prefix] of IPV6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/**
 * Whether an IP address is on the public Internet: not private, loopback, link-local, unique-local,
 * multicast or unspecified, in IPv4 or IPv6 (IPv4-mapped included). Anything not an IP address is not.
 */
export const isPublicAddress = (address: string) => {
  const version = isIP(address);
  if (version === 0) return false;
  return !blocked.check(address, version === 4 ? 'ipv4' : 'ipv6');
};
