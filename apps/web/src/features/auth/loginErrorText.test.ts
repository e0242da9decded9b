import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../i18n/i18n';
import { loginErrorText, retryDelayText } from './loginErrorText';

describe('retryDelayText', () => {
  const t = i18n.getFixedT('fr');

  it('says seconds under a minute, minutes (rounded up) up to two hours, hours (rounded up) beyond', () => {
    expect(retryDelayText(1, t)).toBe('1 seconde');
    expect(retryDelayText(30, t)).toBe('30 secondes');
    expect(retryDelayText(60, t)).toBe('1 minute');
    expect(retryDelayText(61, t)).toBe('2 minutes');
    expect(retryDelayText(900, t)).toBe('15 minutes');
    expect(retryDelayText(7200, t)).toBe('120 minutes');
    expect(retryDelayText(7201, t)).toBe('3 heures');
    expect(retryDelayText(86_400, t)).toBe('24 heures');
  });

  it('speaks English too', async () => {
    await loadLanguage('en');
    const en = i18n.getFixedT('en');
    expect(retryDelayText(86_000, en)).toBe('24 hours');
    expect(retryDelayText(3601 * 2, en)).toBe('3 hours');
  });

  it('puts the delay of a throttled login in the sentence of the login page', () => {
    expect(loginErrorText({ kind: 'too-many-attempts', retryAfterSeconds: 86_313, cause: null }, t)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 24 heures.',
    );
  });
});
