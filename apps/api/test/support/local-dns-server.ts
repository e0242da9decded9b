import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/** A running local DNS server: `records` (TXT values by lower-case name) may change between queries. */
export interface LocalDnsServer {
  /** `127.0.0.1:<port>`: what CAMPAIGN_DNS_SERVER or `setServers` takes. */
  readonly address: string;
  readonly records: Map<string, string[]>;
  stop(): Promise<void>;
}

/** A TXT value split in strings of at most 255 bytes, as DNS carries long records (a 2048-bit DKIM key). */
const chunks = (value: string): string[] => value.match(/.{1,255}/gs) ?? [''];

/**
 * A DNS server on 127.0.0.1 and a random UDP port (node:dgram + dns-packet) answering TXT queries from `records`;
 * a name without records answers NXDOMAIN, another type an empty answer. `silent`: it never answers (a resolver's
 * time-out).
 */
export async function startLocalDnsServer(records: Record<string, string[]> = {}, options: { readonly silent?: boolean } = {}): Promise<LocalDnsServer> {
  const table = new Map(Object.entries(records).map(([name, values]) => [name.toLowerCase(), values]));
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    if (options.silent === true) return;
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const values = table.get(question.name.toLowerCase());
    const answers: dnsPacket.Answer[] =
      question.type === 'TXT' && values ? values.map((value) => ({ type: 'TXT', name: question.name, ttl: 60, class: 'IN', data: chunks(value) })) : [];
    // Flags: a response (QR), recursion desired and available; rcode 3 (NXDOMAIN) for an unknown name.
    const rcode = values === undefined ? 3 : 0;
    const response = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    records: table,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
