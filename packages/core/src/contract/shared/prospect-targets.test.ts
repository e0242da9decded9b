import { describe, expect, it } from 'vitest';
import { TargetContactSchema, TargetExclusionSchema, TargetImportCheckSchema, TargetImportResultSchema } from './prospect-targets';

describe('prospect targets', () => {
  const contact = { id: 201, first_name: 'Paul', last_name: 'Durand', email: null, job_name: null, company_name: 'Exemple SA' };

  it('parses the contact of a target and the reasons of an exclusion (1 to 3)', () => {
    expect(TargetContactSchema.parse(contact)).toEqual(contact);
    expect(TargetExclusionSchema.parse({ contact_id: 4, reason_id: 3 })).toEqual({ contact_id: 4, reason_id: 3 });
    expect(TargetExclusionSchema.safeParse({ contact_id: 4, reason_id: 5 }).success).toBe(false);
  });

  it('describes an import check and an import result with counts', () => {
    const check = { contact_count: 3, importable_count: 1, already_targeted_count: 1, excluded_list: [{ contact_id: 9, reason_id: 2 }] };
    expect(TargetImportCheckSchema.parse(check)).toEqual(check);
    expect(TargetImportCheckSchema.safeParse({ ...check, importable_count: -1 }).success).toBe(false);
    expect(TargetImportResultSchema.parse({ imported_count: 2, excluded_count: 1 })).toEqual({ imported_count: 2, excluded_count: 1 });
    expect(TargetImportResultSchema.safeParse({ imported_count: 2 }).success).toBe(false);
  });
});
