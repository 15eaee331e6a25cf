import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('public addresses', () => {
  it('when an address is on the public Internet, then it is public', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('when an address is private, loopback, link-local, unique-local, multicast or unspecified, then it is not', () => {
    const local = [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:c0a8:101::1',
      'localhost',
      '',
    ];
    for (const address of local) expect(isPublicAddress(address), address).toBe(false);
  });

  it('when a public IPv4 address is reached through IPv6, then it stays public', () => {
    for (const address of ['::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
