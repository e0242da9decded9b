import { describe, expect, it } from 'vitest';
import { initialsOf } from './initialsOf';

describe('initialsOf', () => {
  it.each([
    ['Marie Curie', 'MC'],
    ['jean-pierre   dupont', 'JD'],
    ['Élodie', 'É'],
    ['Anne Marie de La Tour', 'AT'],
    ['  ', ''],
    ["L'Oréal", 'LO'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
