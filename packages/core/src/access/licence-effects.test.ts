import { describe, expect, it } from 'vitest';
import { enText, frText } from '../testing/texts';
import { LICENCE_IDS } from '../catalogues/licences';
import { SENDER_LICENCE_IDS, isSenderLicence, prospectingMenuLabelFor, templatesLabelFor } from './licence-effects';

describe('licence effects on the interface', () => {
  it('sender and sender v2 are the sender licences', () => {
    expect(SENDER_LICENCE_IDS).toEqual([10, 15]);
    expect(LICENCE_IDS.filter(isSenderLicence)).toEqual([10, 15]);
  });

  it('smart campaign v2 labels templates "Mes templates", others "Templates et signature"', () => {
    expect([frText(templatesLabelFor(14)), enText(templatesLabelFor(14))]).toEqual(['Mes templates', 'My templates']);
    for (const id of LICENCE_IDS.filter((l) => l !== 14)) expect(frText(templatesLabelFor(id))).toBe('Templates et signature');
  });

  it('insight and smart data call the prospecting menu "Dashboard"', () => {
    expect(frText(prospectingMenuLabelFor(9))).toBe('Dashboard');
    expect(frText(prospectingMenuLabelFor(12))).toBe('Dashboard');
    for (const id of LICENCE_IDS.filter((l) => l !== 9 && l !== 12)) expect(frText(prospectingMenuLabelFor(id))).toBe('Prospection');
  });
});
