import { isDomainFailure } from '@cible/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { assertMailHostAllowed, isInternalAddress, withMailHostPolicy } from './mail-host-policy';

/** The oracle: the internal IPv4 ranges as integer intervals [first, last]. */
const INTERNAL_V4: readonly (readonly [number, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
].map(([network, prefix]) => {
  const first = (network as string).split('.').reduce((value, part) => value * 256 + Number(part), 0);
  return [first, first + 2 ** (32 - (prefix as number)) - 1] as const;
});

const dotted = (value: number) => [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
const refusal = async (promise: Promise<void>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return isDomainFailure(error) ? { code: error.code, step: (error.details as { step?: string } | undefined)?.step } : { code: 'other', step: undefined };
  }
};

describe('isInternalAddress', () => {
  it('says internal exactly for the IPv4 addresses of the internal ranges (oracle: integer intervals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (value) => {
        const expected = INTERNAL_V4.some(([first, last]) => value >= first && value <= last);
        expect(isInternalAddress(dotted(value))).toBe(expected);
        // The same address mapped into IPv6 gets the same answer.
        expect(isInternalAddress(`::ffff:${dotted(value)}`)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('checks the edges of the ranges and IPv6', () => {
    for (const address of ['10.0.0.0', '10.255.255.255', '172.31.255.255', '169.254.169.254', '100.127.255.255', '127.0.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', 'ff02::1', '64:ff9b::a00:1', '::ffff:7f00:1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['9.255.255.255', '11.0.0.0', '172.32.0.0', '100.128.0.0', '8.8.8.8', '2a00:1450:4007:80e::200a', '2001:db8::1']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
    expect(isInternalAddress('smtp.exemple.fr')).toBe(true);
  });
});

describe('assertMailHostAllowed', () => {
  const resolve = vi.fn(async (host: string): Promise<readonly string[]> => {
    if (host === 'smtp.public.test') return ['203.0.114.7', '2a00:1450::1'];
    if (host === 'rebound.test') return ['203.0.114.8', '10.1.2.3'];
    if (host === 'empty.test') return [];
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  });

  it('refuses a host that is or resolves (even partly) to an internal address, naming the step', async () => {
    const deny = { allowInternal: false, resolve };
    expect(await refusal(assertMailHostAllowed('smtp.public.test', 'smtp', deny))).toBeNull();
    expect(await refusal(assertMailHostAllowed('8.8.8.8', 'imap', deny))).toBeNull();
    expect(await refusal(assertMailHostAllowed('127.0.0.1', 'smtp', deny))).toEqual({ code: 'MAILBOX.HOST_NOT_ALLOWED', step: 'smtp' });
    expect(await refusal(assertMailHostAllowed('[::1]', 'imap', deny))).toEqual({ code: 'MAILBOX.HOST_NOT_ALLOWED', step: 'imap' });
    expect(await refusal(assertMailHostAllowed('rebound.test', 'imap', deny))).toEqual({ code: 'MAILBOX.HOST_NOT_ALLOWED', step: 'imap' });
    expect(await refusal(assertMailHostAllowed('empty.test', 'smtp', deny))).toEqual({ code: 'MAILBOX.HOST_NOT_ALLOWED', step: 'smtp' });
    expect(await refusal(assertMailHostAllowed('nowhere.test', 'imap', deny))).toEqual({ code: 'MAILBOX.IMAP_UNREACHABLE', step: 'imap' });
  });

  it('allows anything, without resolving, when internal hosts are allowed', async () => {
    resolve.mockClear();
    expect(await refusal(assertMailHostAllowed('127.0.0.1', 'smtp', { allowInternal: true, resolve }))).toBeNull();
    expect(await refusal(assertMailHostAllowed('rebound.test', 'smtp', { allowInternal: true, resolve }))).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('guards a checker: the SMTP host first, then the IMAP host, and the real check only when both are allowed', async () => {
    const check = vi.fn(async () => undefined);
    const guarded = withMailHostPolicy({ check }, { allowInternal: false, resolve });
    const server = { port: 465, security: 'tls' as const, user: 'u', password: 'p' };
    expect(await refusal(guarded.check({ smtp: { ...server, host: '10.0.0.5' }, imap: { ...server, host: '192.168.1.1' } }))).toEqual({
      code: 'MAILBOX.HOST_NOT_ALLOWED',
      step: 'smtp',
    });
    expect(await refusal(guarded.check({ smtp: { ...server, host: 'smtp.public.test' }, imap: { ...server, host: '192.168.1.1' } }))).toEqual({
      code: 'MAILBOX.HOST_NOT_ALLOWED',
      step: 'imap',
    });
    expect(check).not.toHaveBeenCalled();
    await guarded.check({ smtp: { ...server, host: 'smtp.public.test' }, imap: { ...server, host: '8.8.4.4' } });
    expect(check).toHaveBeenCalledOnce();
  });
});
