import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES_FR, QUICK_SEARCH_ERROR_FR } from './generic-messages';

describe('generic messages', () => {
  it('are the catalogue texts verbatim', () => {
    expect(GENERIC_MESSAGES_FR).toEqual({
      error: 'Nous avons rencontré une erreur',
      deleted: 'Cet élément a bien été supprimé',
      duplicated: 'Cet élément a bien été dupliqué',
      updated: 'La modification a bien été enregistrée',
    });
    expect(QUICK_SEARCH_ERROR_FR).toBe("Il y a eu une erreur lors de l'extraction des résultats. Veuillez réessayer plus tard.");
  });
});
