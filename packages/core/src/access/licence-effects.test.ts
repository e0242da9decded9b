import { describe, expect, it } from 'vitest';
import { LICENCE_IDS } from '../catalogues/licences';
import { SENDER_LICENCE_IDS, isSenderLicence, prospectingMenuLabelFor, templatesLabelFor } from './licence-effects';

describe('licence effects on the interface', () => {
  it('sender and sender v2 are the sender licences', () => {
    expect(SENDER_LICENCE_IDS).toEqual([10, 15]);
    expect(LICENCE_IDS.filter(isSenderLicence)).toEqual([10, 15]);
  });

  it('smart campaign v2 labels templates "Mes templates", others "Templates et signature"', () => {
    expect(templatesLabelFor(14)).toEqual({ label: 'Mes templates', labelEn: 'My templates' });
    for (const id of LICENCE_IDS.filter((l) => l !== 14)) expect(templatesLabelFor(id).label).toBe('Templates et signature');
  });

  it('insight and smart data call the prospecting menu "Dashboard"', () => {
    expect(prospectingMenuLabelFor(9).label).toBe('Dashboard');
    expect(prospectingMenuLabelFor(12).label).toBe('Dashboard');
    for (const id of LICENCE_IDS.filter((l) => l !== 9 && l !== 12)) expect(prospectingMenuLabelFor(id).label).toBe('Prospection');
  });
});
