import { Resolver } from 'node:dns/promises';

/** A DNS query as mailauth calls it (the shape of `dns.promises.resolve`): records of one type, or a coded error. */
export type DnsLookup = (name: string, rrtype: string) => Promise<unknown>;

/**
 * A DNS lookup on one server (`host` or `host:port`; `null`: the system's resolvers), each query given up after
 * `timeoutMs` with one try (code ETIMEOUT): a sending-domain check must answer in bounded time.
 */
export function createDnsLookup(options: { readonly server: string | null; readonly timeoutMs: number }): DnsLookup {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 1 });
  if (options.server !== null) resolver.setServers([options.server]);
  return (name, rrtype) => resolver.resolve(name, rrtype);
}
