import { DomainFailure } from '@cible/core';
import type { MailboxCheckStep } from '@cible/core';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { MailboxChecker } from './check-mailbox';
import { socketHost } from './mailbox-smtp-transport';

/**
 * Addresses no user's mail server may have when internal hosts are denied (ADR 017 "Servers a user may name"):
 * "this network", private, shared (CGNAT), loopback, link-local (cloud metadata), IETF protocol assignments,
 * benchmarking, multicast and reserved IPv4; unspecified, loopback, unique-local, link-local, multicast and NAT64 IPv6.
 * IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) are checked against the IPv4 ranges (Node's BlockList does so).
 */
const INTERNAL_RANGES: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const INTERNAL = new BlockList();
for (const [network, prefix, family] of INTERNAL_RANGES) INTERNAL.addSubnet(network, prefix, family);

/** Whether an IP address is internal (see {@link INTERNAL_RANGES}); anything that is not an IP address counts as internal. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family === 6) return INTERNAL.check(address, 'ipv6');
  return true;
}

/** Resolves a host name to all its addresses (Node's resolver: /etc/hosts, then DNS). */
export type ResolveHost = (host: string) => Promise<readonly string[]>;

const resolveWithSystem: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface MailHostPolicyOptions {
  /** Whether servers on internal addresses are allowed (development, tests, a company's own relay). */
  readonly allowInternal: boolean;
  readonly resolve?: ResolveHost;
}

const UNREACHABLE = { smtp: 'MAILBOX.SMTP_UNREACHABLE', imap: 'MAILBOX.IMAP_UNREACHABLE' } as const;

/**
 * The rule on the servers a user names for his mailbox: unless internal hosts are allowed, a host that is or resolves
 * to an internal address is refused (422 MAILBOX.HOST_NOT_ALLOWED, `details.step`) before any connection, so that the
 * mailbox check cannot be used to probe the service's own network (ports of the database, cloud metadata). A host that
 * does not resolve is unreachable, as the check would have said.
 */
export async function assertMailHostAllowed(host: string, step: MailboxCheckStep, options: MailHostPolicyOptions): Promise<void> {
  if (options.allowInternal) return;
  const literal = socketHost(host);
  let addresses: readonly string[];
  if (isIP(literal) !== 0) addresses = [literal];
  else {
    try {
      addresses = await (options.resolve ?? resolveWithSystem)(literal);
    } catch {
      throw new DomainFailure(UNREACHABLE[step], `Mailbox check failed at the ${step.toUpperCase()} step (host not found).`, { details: { step } });
    }
  }
  if (addresses.length === 0 || addresses.some(isInternalAddress)) {
    throw new DomainFailure('MAILBOX.HOST_NOT_ALLOWED', `The ${step.toUpperCase()} server is on an internal address.`, { details: { step } });
  }
}

/** A mailbox checker that applies the host rule to both servers (SMTP first) before the real check. */
export function withMailHostPolicy(checker: MailboxChecker, options: MailHostPolicyOptions): MailboxChecker {
  return {
    async check(servers) {
      await assertMailHostAllowed(servers.smtp.host, 'smtp', options);
      await assertMailHostAllowed(servers.imap.host, 'imap', options);
      await checker.check(servers);
    },
  };
}
