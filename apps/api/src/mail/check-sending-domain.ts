import type { DomainCheck } from '@cible/core';
import getDmarcRecord from 'mailauth/lib/dmarc/get-dmarc-record.js';
import { spf } from 'mailauth/lib/spf/index.js';
import { getPublicKey } from 'mailauth/lib/tools.js';
import { isSamePublicKey } from './dkim-key-pair';
import type { DnsLookup } from './dns-lookup';

/** What a sending domain's check needs: its name, its DKIM selector and public key, what its SPF must allow. */
export interface SendingDomainCheckInput {
  readonly name: string;
  readonly dkimSelector: string;
  readonly dkimPublicKeyBase64: string;
  /** The relay's IPv4 address: SPF must let it send for the domain. */
  readonly relayIp: string;
}

export interface SendingDomainCheckOutcome {
  readonly spf: DomainCheck;
  readonly dkim: DomainCheck;
  readonly dmarc: DomainCheck;
  /** SPF and DKIM pass (DMARC is advised, not required to send). */
  readonly isVerified: boolean;
}

/** DNS codes of a name or record that does not exist. */
const ABSENT_CODES = new Set(['ENOTFOUND', 'ENODATA']);
const codeOf = (error: unknown): string => (error as { code?: unknown })?.code?.toString() ?? '';
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** A DNS failure that says nothing about the record (time-out, refused, server failure): `unknown`. */
const unknown = (error: unknown): DomainCheck => ({ result: 'unknown', reason: `DNS: ${codeOf(error) || messageOf(error)}` });

async function checkSpf(input: SendingDomainCheckInput, lookup: DnsLookup): Promise<DomainCheck> {
  const outcome = await spf({ sender: `postmaster@${input.name}`, ip: input.relayIp, helo: input.name, mta: 'cible', resolver: lookup });
  const reason = outcome.status.comment ?? null;
  switch (outcome.status.result) {
    case 'pass':
      return { result: 'pass', reason: null };
    case 'none':
      return { result: 'missing', reason };
    case 'temperror':
      return { result: 'unknown', reason };
    default:
      // fail, softfail, neutral, permerror: a record that does not let the relay send.
      return { result: 'fail', reason: `${outcome.status.result}: ${reason ?? ''}`.trim() };
  }
}

async function checkDkim(input: SendingDomainCheckInput, lookup: DnsLookup): Promise<DomainCheck> {
  try {
    const found = await getPublicKey('DKIM', `${input.dkimSelector}._domainkey.${input.name}`, 1024, lookup);
    return isSamePublicKey(found.publicKey, input.dkimPublicKeyBase64)
      ? { result: 'pass', reason: null }
      : { result: 'fail', reason: 'The published key is not the domain’s key.' };
  } catch (error) {
    const code = codeOf(error);
    if (ABSENT_CODES.has(code)) return { result: 'missing', reason: null };
    if (code.startsWith('EINVALID') || code === 'ESHORTKEY') return { result: 'fail', reason: messageOf(error) };
    return unknown(error);
  }
}

async function checkDmarc(input: SendingDomainCheckInput, lookup: DnsLookup): Promise<DomainCheck> {
  try {
    const record = await getDmarcRecord(input.name, lookup);
    if (record === false) return { result: 'missing', reason: null };
    const policy = typeof record.p === 'string' ? record.p.trim().toLowerCase() : '';
    if (policy === 'quarantine' || policy === 'reject') return { result: 'pass', reason: null };
    if (policy === 'none') return { result: 'pass', reason: 'p=none: reports only, nothing is refused.' };
    return { result: 'fail', reason: `No valid policy in ${record.rr.slice(0, 200)}` };
  } catch (error) {
    return unknown(error);
  }
}

/**
 * The live check of a sending domain's DNS with mailauth (ADR 032): SPF evaluated for the relay's address, the DKIM
 * record of the domain's selector compared with the key the product generated, the DMARC policy. A DNS failure
 * (time-out, refusal) makes that check `unknown`; it never throws for DNS reasons.
 */
export async function checkSendingDomain(input: SendingDomainCheckInput, lookup: DnsLookup): Promise<SendingDomainCheckOutcome> {
  const guarded = (check: Promise<DomainCheck>): Promise<DomainCheck> => check.catch(unknown);
  const [spfCheck, dkimCheck, dmarcCheck] = await Promise.all([
    guarded(checkSpf(input, lookup)),
    guarded(checkDkim(input, lookup)),
    guarded(checkDmarc(input, lookup)),
  ]);
  return { spf: spfCheck, dkim: dkimCheck, dmarc: dmarcCheck, isVerified: spfCheck.result === 'pass' && dkimCheck.result === 'pass' };
}
