import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEQUENCE_STATUS, SEQUENCE_STATUSES } from '../catalogues/sequence-statuses';
import { abilityFor, can } from '../access/ability';
import { LICENCES } from '../catalogues/licences';
import {
  DEFAULT_DAILY_THRESHOLD,
  SEQUENCE_DELETABLE_STATUSES,
  SEQUENCE_STEPS_EDITABLE_STATUSES,
  checkLinkTrigger,
  checkSequenceDeletion,
  checkSequenceManagement,
  checkStepsEditable,
  duplicateSequenceName,
  launchStatusAt,
  sequenceStatusSubject,
} from './sequence-editing-rules';
import { canTransitionSequence } from './sequence-transitions';

const { draft, ongoing, paused, finished, archived, programmed } = SEQUENCE_STATUS;
const statusIds = SEQUENCE_STATUSES.map((status) => status.id);

describe('sequence deletion', () => {
  it('deletes draft, programmed, paused and finished sequences, never ongoing nor archived', () => {
    expect(SEQUENCE_DELETABLE_STATUSES).toEqual([draft, programmed, paused, finished]);
    expect(checkSequenceDeletion(ongoing)).toEqual({ ok: false, error: { code: 'SEQUENCE.NOT_DELETABLE', details: { status: ongoing } } });
    expect(checkSequenceDeletion(archived).ok).toBe(false);
    expect(checkSequenceDeletion(draft)).toEqual({ ok: true, value: true });
  });

  it('agrees with its oracle for any status id, known or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), (status) => {
        const oracle = status === 1 || status === 6 || status === 3 || status === 4;
        expect(checkSequenceDeletion(status).ok).toBe(oracle);
      }),
    );
  });

  it('leaves a way to delete every sequence that is not archived (pause or finish it first)', () => {
    for (const status of statusIds.filter((id) => id !== archived)) {
      const deletable = checkSequenceDeletion(status).ok || statusIds.some((to) => canTransitionSequence(status, to) && checkSequenceDeletion(to).ok);
      expect(deletable, `status ${status}`).toBe(true);
    }
  });
});

describe('step editing', () => {
  it('changes steps of draft, programmed and paused sequences only', () => {
    expect(SEQUENCE_STEPS_EDITABLE_STATUSES).toEqual([draft, programmed, paused]);
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), (status) => {
        const oracle = status === 1 || status === 6 || status === 3;
        const result = checkStepsEditable(status);
        expect(result.ok).toBe(oracle);
        if (!result.ok) expect(result.error).toEqual({ code: 'SEQUENCE.STEPS_LOCKED', details: { status } });
      }),
    );
  });
});

describe('link triggers', () => {
  it('accepts a trigger only on a link leaving a task step; no trigger is always fine', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.constantFrom(null, undefined, 'task_created', 'task_done'), (typeId, trigger) => {
        const oracle = trigger == null || typeId === 1;
        expect(checkLinkTrigger(typeId, trigger).ok).toBe(oracle);
      }),
    );
    expect(checkLinkTrigger(2, 'task_done')).toEqual({ ok: false, error: { code: 'SEQUENCE.TRIGGER_NOT_ON_TASK_STEP', details: { typeId: 2 } } });
  });
});

describe('who changes a sequence', () => {
  it('is its owner or a manager', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), (userId, ownerUserId, isManager) => {
        expect(checkSequenceManagement({ userId, isManager }, ownerUserId).ok).toBe(userId === ownerUserId || isManager);
      }),
    );
    expect(checkSequenceManagement({ userId: 2, isManager: false }, 1)).toEqual({ ok: false, error: { code: 'SEQUENCE.NOT_OWNER', details: { ownerUserId: 1 } } });
  });

  it('names a status subject for every status, and archived is read only for every licence', () => {
    for (const status of statusIds) expect(sequenceStatusSubject(status)).toMatch(/^SEQUENCES_[A-Z]+$/);
    expect(sequenceStatusSubject(99)).toBeNull();
    for (const licence of LICENCES) {
      const ability = abilityFor({ licenceId: licence.id, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
      expect(can(ability, 'update', sequenceStatusSubject(archived)!), licence.code).toBe(false);
      // Whoever may update sequences may update a draft.
      if (can(ability, 'update', 'SEQUENCES')) expect(can(ability, 'update', sequenceStatusSubject(draft)!), licence.code).toBe(true);
    }
  });
});

describe('duplicate name and defaults', () => {
  it('appends " (copie)" and stays within the bound without cutting a character', () => {
    expect(duplicateSequenceName('Relance', 255)).toBe('Relance (copie)');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 8, max: 300 }), (name, max) => {
        const copy = duplicateSequenceName(name, max);
        expect(copy.length).toBeLessThanOrEqual(max);
        expect(copy.endsWith(' (copie)')).toBe(true);
        const kept = copy.slice(0, -' (copie)'.length);
        expect(name.startsWith(kept)).toBe(true);
        expect(/[\uD800-\uDBFF]$/.test(kept)).toBe(false);
        if (name.length + 8 <= max) expect(kept).toBe(name);
      }),
    );
  });

  it('has a designed daily threshold within the settings bounds (1 to 2000)', () => {
    expect(DEFAULT_DAILY_THRESHOLD).toBe(50);
  });
});

describe('launch status from dates', () => {
  it('is programmed exactly when the start date is after now', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 })), fc.integer({ min: 0, max: 4_000_000_000_000 }), (start, now) => {
        const oracle = start !== null && start > now ? programmed : ongoing;
        expect(launchStatusAt(start === null ? null : new Date(start), new Date(now))).toBe(oracle);
      }),
    );
  });
});
