import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import { PROSPECT_STATUS, PROSPECT_STATUSES } from './prospect-statuses';

describe('PROSPECT_STATUSES', () => {
  it('has ids 1 to 6 with the French labels', () => {
    expect(PROSPECT_STATUSES.map((s) => [s.id, frText(s.label)])).toEqual([
      [1, 'À traiter'],
      [2, 'Engagé'],
      [3, 'Intéressé'],
      [4, 'RDV pris'],
      [5, 'Pas de potentiel'],
      [6, 'Supprimé'],
    ]);
  });

  it('maps codes to ids', () => {
    for (const status of PROSPECT_STATUSES) expect(PROSPECT_STATUS[status.code]).toBe(status.id);
    expect(PROSPECT_STATUS.meeting_booked).toBe(4);
  });
});
