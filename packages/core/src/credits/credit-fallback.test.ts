import { describe, expect, it } from 'vitest';
import { CREDIT_FETCH_FALLBACK, creditBalanceOrFallback } from './credit-fallback';

describe('credit fallback', () => {
  it('gives amount 0, not renewed, on failure or malformed answers', () => {
    expect(CREDIT_FETCH_FALLBACK).toEqual({ amount: 0, is_renewed: false });
    expect(creditBalanceOrFallback(undefined)).toEqual({ amount: 0, is_renewed: false });
    expect(creditBalanceOrFallback({ amount: '12' })).toEqual({ amount: 0, is_renewed: false });
  });

  it('keeps a well-formed answer', () => {
    expect(creditBalanceOrFallback({ amount: 120, is_renewed: true, renewal_amount: 100, initial_amount: 100 })).toEqual({ amount: 120, is_renewed: true });
  });
});
