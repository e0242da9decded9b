import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTargetImport, importContactOutcome, SEQUENCE_IMPORT_MAX_CONTACTS, type ImportContactFacts } from './target-import';

const facts = fc.record({
  contactId: fc.integer({ min: 1, max: 30 }),
  alreadyTargeted: fc.boolean(),
  replied: fc.boolean(),
  hasEmail: fc.boolean(),
  optedOut: fc.boolean(),
  inOwnOngoingSequence: fc.boolean(),
});

/** The oracle: the first reason that holds, in the catalogue's order, after "already a target". */
function oracle(contact: ImportContactFacts): string {
  const reasons: [boolean, string][] = [
    [contact.alreadyTargeted, 'already'],
    [contact.replied, '1'],
    [!contact.hasEmail, '2'],
    [contact.optedOut, '3'],
    [contact.inOwnOngoingSequence, '4'],
  ];
  return reasons.find(([holds]) => holds)?.[1] ?? 'import';
}

const label = (contact: ImportContactFacts): string => {
  const outcome = importContactOutcome(contact);
  return outcome.kind === 'importable' ? 'import' : outcome.kind === 'already_targeted' ? 'already' : String(outcome.reasonId);
};

const clean: ImportContactFacts = { contactId: 1, alreadyTargeted: false, replied: false, hasEmail: true, optedOut: false, inOwnOngoingSequence: false };

describe('importContactOutcome', () => {
  it('imports a clean contact and names each reason alone', () => {
    expect(importContactOutcome(clean)).toEqual({ kind: 'importable' });
    expect(importContactOutcome({ ...clean, alreadyTargeted: true })).toEqual({ kind: 'already_targeted' });
    expect(importContactOutcome({ ...clean, replied: true })).toEqual({ kind: 'excluded', reasonId: 1 });
    expect(importContactOutcome({ ...clean, hasEmail: false })).toEqual({ kind: 'excluded', reasonId: 2 });
    expect(importContactOutcome({ ...clean, optedOut: true })).toEqual({ kind: 'excluded', reasonId: 3 });
    expect(importContactOutcome({ ...clean, inOwnOngoingSequence: true })).toEqual({ kind: 'excluded', reasonId: 4 });
  });

  it('takes the first reason that holds, already a target before any exclusion', () => {
    fc.assert(
      fc.property(facts, (contact) => {
        expect(label(contact)).toBe(oracle(contact));
      }),
    );
  });
});

describe('checkTargetImport', () => {
  it('counts each contact once and puts every distinct contact in exactly one bucket', () => {
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 40 }), (contacts) => {
        const check = checkTargetImport(contacts);
        const firsts = new Map<number, ImportContactFacts>();
        for (const contact of contacts) if (!firsts.has(contact.contactId)) firsts.set(contact.contactId, contact);
        const expected = [...firsts.values()].map(oracle);
        expect(check.contactCount).toBe(firsts.size);
        expect(check.importable).toEqual([...firsts.values()].filter((contact) => oracle(contact) === 'import').map((contact) => contact.contactId));
        expect(check.alreadyTargetedCount).toBe(expected.filter((outcome) => outcome === 'already').length);
        expect(check.excluded.map((entry) => [entry.contactId, String(entry.reasonId)])).toEqual(
          [...firsts.values()].filter((contact) => !['import', 'already'].includes(oracle(contact))).map((contact) => [contact.contactId, oracle(contact)]),
        );
        expect(check.importable.length + check.alreadyTargetedCount + check.excluded.length).toBe(check.contactCount);
      }),
    );
  });
});

describe('SEQUENCE_IMPORT_MAX_CONTACTS', () => {
  it('lets one import offer 10 000 contacts', () => {
    expect(SEQUENCE_IMPORT_MAX_CONTACTS).toBe(10_000);
  });
});
