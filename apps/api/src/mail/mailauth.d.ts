// The parts of mailauth 4.9.5 (CommonJS, no typings) the sending-domain check and its tests use
// (docs/adr/032-campaigns-model.md). A resolver is `dns.promises.resolve`'s shape: (name, rrtype) → records.
declare module 'mailauth/lib/spf/index.js' {
  type Resolver = (name: string, rrtype: string) => Promise<unknown>;
  export function spf(options: { sender: string; ip: string; helo: string; mta: string; resolver: Resolver }): Promise<{
    status: { result: string; comment?: string };
    rr?: string;
  }>;
}

declare module 'mailauth/lib/dmarc/get-dmarc-record.js' {
  type Resolver = (name: string, rrtype: string) => Promise<unknown>;
  function getDmarcRecord(domain: string, resolver: Resolver): Promise<false | { p?: string | false; rr: string; isOrgRecord: boolean }>;
  // eslint-disable-next-line no-restricted-syntax -- the CommonJS file's module.exports is this one function
  export default getDmarcRecord;
}

declare module 'mailauth/lib/tools.js' {
  type Resolver = (name: string, rrtype: string) => Promise<unknown>;
  export function getPublicKey(type: 'DKIM', name: string, minBitLength: number, resolver: Resolver): Promise<{ publicKey: Buffer | string; rr: string }>;
}

declare module 'mailauth/lib/dkim/verify.js' {
  type Resolver = (name: string, rrtype: string) => Promise<unknown>;
  export function dkimVerify(
    input: Buffer | string,
    options: { resolver: Resolver },
  ): Promise<{ results: { signingDomain?: string; selector?: string; status: { result: string; comment?: string } }[] }>;
}
