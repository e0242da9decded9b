import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import {
  canEditSenderRow,
  canEditSenderSignature,
  canManageSenderMailbox,
  eligibleSenderLicences,
  isEligibleSender,
} from './sender-rules';

const licence = fc.constantFrom(...LICENCE_IDS);

describe('sender eligibility (docs/rules/access.md “Sender rules”)', () => {
  it('lists the eligible licences per connected licence', () => {
    expect([...eligibleSenderLicences(11)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 10, 11]);
    expect(eligibleSenderLicences(13)).toEqual([13]);
    expect([...eligibleSenderLicences(2)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 10, 11]);
    expect(eligibleSenderLicences(3)).toEqual(eligibleSenderLicences(2));
    expect([...eligibleSenderLicences(14)].sort((a, b) => a - b)).toEqual([13, 15]);
    for (const id of [0, 1, 4, 5, 6, 7, 8, 9, 10, 12, 15] as const) expect(eligibleSenderLicences(id)).toEqual([]);
  });

  it('only active users (status 1) are eligible', () => {
    expect(isEligibleSender(2, { licenceId: 10, status: 1 })).toBe(true);
    expect(isEligibleSender(2, { licenceId: 10, status: 2 })).toBe(false);
    expect(isEligibleSender(2, { licenceId: 15, status: 1 })).toBe(false);
    expect(isEligibleSender(14, { licenceId: 15, status: 1 })).toBe(true);
  });
});

describe('sender editability', () => {
  it('marketing and sales and marketing: signature for senders, mailbox for senders or oneself, row for senders or sales', () => {
    for (const connected of [2, 3] as const) {
      expect(canEditSenderSignature(connected, 10)).toBe(true);
      expect(canEditSenderSignature(connected, 1)).toBe(false);
      expect(canManageSenderMailbox(connected, 10, false)).toBe(true);
      expect(canManageSenderMailbox(connected, 2, true)).toBe(true);
      expect(canManageSenderMailbox(connected, 2, false)).toBe(false);
      expect(canEditSenderRow(connected, 10, false)).toBe(true);
      expect(canEditSenderRow(connected, 1, false)).toBe(true);
      expect(canEditSenderRow(connected, 11, false)).toBe(true);
      expect(canEditSenderRow(connected, 4, false)).toBe(false);
      expect(canEditSenderRow(connected, 2, false)).toBe(false);
    }
  });

  it('smart campaign v2: all three only for sender v2', () => {
    expect(canEditSenderSignature(14, 15)).toBe(true);
    expect(canManageSenderMailbox(14, 15, false)).toBe(true);
    expect(canEditSenderRow(14, 15, false)).toBe(true);
    expect(canEditSenderSignature(14, 13)).toBe(false);
    expect(canManageSenderMailbox(14, 13, true)).toBe(false);
    expect(canEditSenderRow(14, 13, true)).toBe(false);
  });

  it('sales automation (both versions): the mailbox is managed only by the user themselves', () => {
    expect(canManageSenderMailbox(11, 11, true)).toBe(true);
    expect(canManageSenderMailbox(11, 10, false)).toBe(false);
    expect(canManageSenderMailbox(13, 13, true)).toBe(true);
    expect(canManageSenderMailbox(13, 13, false)).toBe(false);
    expect(canEditSenderSignature(11, 10)).toBe(false);
  });

  it('nothing is editable on a candidate of a non-eligible licence', () => {
    fc.assert(
      fc.property(licence, licence, fc.boolean(), (connected, candidate, self) => {
        if (eligibleSenderLicences(connected).includes(candidate)) return true;
        return (
          !canEditSenderSignature(connected, candidate) &&
          !canManageSenderMailbox(connected, candidate, self) &&
          !canEditSenderRow(connected, candidate, self)
        );
      }),
    );
  });
});
