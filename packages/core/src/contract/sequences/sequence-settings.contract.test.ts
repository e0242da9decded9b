import { describe, expect, it } from 'vitest';
import { SequenceSettingsBodySchema } from './sequence-settings.contract';

describe('sequence settings contract', () => {
  it('sets daily thresholds of at least 1', () => {
    expect(SequenceSettingsBodySchema.safeParse({ setting_list: [{ user_id: 12, daily_threshold: 150 }] }).success).toBe(true);
    expect(SequenceSettingsBodySchema.safeParse({ setting_list: [{ user_id: 12, daily_threshold: 0 }] }).success).toBe(false);
  });
});
