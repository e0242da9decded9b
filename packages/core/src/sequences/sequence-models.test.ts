import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/core-texts';
import { validateTaskDescription, checkStepAddition } from './sequence-steps-rules';
import { checkLinkTrigger } from './sequence-editing-rules';
import { SEQUENCE_MODELS, sequenceModelById } from './sequence-models';
import type { SequenceModelStep } from './sequence-models';

describe('ready-made sequence models', () => {
  it('have distinct ids and valid steps: ≤ 6 e-mail steps, descriptions ≤ 255, triggers only on task steps', () => {
    expect(new Set(SEQUENCE_MODELS.map((model) => model.id)).size).toBe(SEQUENCE_MODELS.length);
    for (const model of SEQUENCE_MODELS) {
      expect(model.steps.length).toBeGreaterThan(0);
      const added: SequenceModelStep[] = [];
      for (const step of model.steps) {
        expect(checkStepAddition(added, step.type_id).ok, translate(model.name)).toBe(true);
        added.push(step);
        for (const language of ['fr', 'en'] as const) {
          if (step.task_description !== null) expect(validateTaskDescription(translate(step.task_description, language)).ok).toBe(true);
          // Every text exists in both languages (a missing key renders as the key itself) and keeps its variables.
          for (const value of [step.email_subject, step.email_plain_content, step.task_description, model.name, model.description]) {
            if (value !== null) expect(translate(value, language)).not.toBe(value.key);
          }
          if (step.email_plain_content !== null) expect(translate(step.email_plain_content, language)).toContain('{{contact.first_name}}');
        }
        expect(checkLinkTrigger(step.type_id, step.trigger_event).ok).toBe(true);
        expect(step.interval).toBeGreaterThanOrEqual(0);
        expect((step.type_id === 1) === (step.task_type_id !== null)).toBe(true);
      }
    }
  });

  it('are found by id, and only by a known id', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (id) => {
        const oracle = SEQUENCE_MODELS.filter((model) => model.id === id);
        expect(sequenceModelById(id)).toBe(oracle[0] ?? null);
      }),
    );
  });
});
