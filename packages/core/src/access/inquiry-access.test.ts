import { describe, expect, it } from 'vitest';
import { LICENCE_IDS } from '../catalogues/licences';
import { abilityFor } from './ability';
import { canRequestInquiry } from './inquiry-access';

describe('canRequestInquiry', () => {
  it('is open to every licence that searches companies, closed to no-licence, connector and senders', () => {
    const allowed = LICENCE_IDS.filter((licenceId) =>
      canRequestInquiry(abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false })),
    );
    expect(allowed).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14]);
  });
});
