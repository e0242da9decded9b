import { describe, expect, it } from 'vitest';
import { canEditSenderSignature } from '@cible/core';
import { makeTestUser } from '../../testing/testUsers';
import { actingOwners } from './actingOwners';

describe('actingOwners', () => {
  const colleagues = [
    makeTestUser(10, { id: 30, first_name: 'Zoé', last_name: 'Martin' }),
    makeTestUser(1, { id: 31, first_name: 'Hugo', last_name: 'Petit' }),
    makeTestUser(10, { id: 32, first_name: 'Élodie', last_name: 'Durand' }),
  ];

  it('puts the signed-in user first, then the colleagues the rule accepts, in French name order', () => {
    const me = makeTestUser(2, { id: 7, first_name: 'Léa', last_name: 'Bernard' });
    expect(actingOwners(me, [me, ...colleagues], canEditSenderSignature)).toEqual([
      { id: 7, name: 'Léa Bernard', isSelf: true },
      { id: 32, name: 'Élodie Durand', isSelf: false },
      { id: 30, name: 'Zoé Martin', isSelf: false },
    ]);
  });

  it('names a user without names by his address, and answers nobody when nobody is signed in', () => {
    expect(actingOwners({ id: 7, email: 'lea@atlas.fr' }, colleagues, () => false)).toEqual([{ id: 7, name: 'lea@atlas.fr', isSelf: true }]);
    expect(actingOwners(null, colleagues, () => true)).toEqual([]);
  });
});
