import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tokenNames, tokens } from './tokens';

const css = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8');
const declaredInCss = () => [...css.matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map((match) => match[1]);

describe('design tokens', () => {
  it('names in tokens.ts and tokens.css are the same set', () => {
    expect([...tokenNames()].sort()).toEqual([...declaredInCss()].sort());
  });

  it('declares every custom property once', () => {
    const names = declaredInCss();
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives typed var() references', () => {
    expect(tokens.color.brand['600']).toBe('var(--color-brand-600)');
    expect(tokens.space['0-5']).toBe('var(--space-0-5)');
    expect(tokens.color.text.default).toBe('var(--color-text)');
  });
});
