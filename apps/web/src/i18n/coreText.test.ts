import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { COMPANY_SIZES, notificationTypeId, notificationWording } from '@cible/core';
import { coreText, textLanguageOf, useCoreText } from './coreText';
import { changeAppLanguage } from './i18n';

const credits = notificationWording(notificationTypeId('insufficient_mailing_credits'), { campaign_name: 'Printemps' });

describe('coreText', () => {
  it("renders core's texts from i18next's core namespace, in the language asked", () => {
    expect(coreText(credits, 'fr')).toBe(
      "Votre campagne « Printemps » n'a pas pu être envoyée car vous n'avez pas assez de crédits. Veuillez vous rapprocher du service client.",
    );
    expect(coreText(credits, 'en')).toBe('Your campaign “Printemps” could not be sent because you do not have enough credits. Please contact customer service.');
    expect(coreText(COMPANY_SIZES[0]!.label)).toBe('Grande entreprise');
    expect(textLanguageOf('en')).toBe('en');
    expect(textLanguageOf('de')).toBe('fr');
  });

  it('useCoreText follows the app language', async () => {
    const { result, rerender } = renderHook(() => useCoreText());
    expect(result.current(COMPANY_SIZES[0]!.label)).toBe('Grande entreprise');
    await act(() => changeAppLanguage('en'));
    rerender();
    expect(result.current(COMPANY_SIZES[0]!.label)).toBe('Large company');
    await act(() => changeAppLanguage('fr'));
  });
});
