// Test support (never exported from core's index; only test files may import it, see .dependency-cruiser.cjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Keeps the section between `<!-- generated:<name>:start -->` and `<!-- generated:<name>:end -->` of a docs/rules file
 * equal to `content`: fails when it is stale, or rewrites it when the test runs with WRITE_RULE_DOCS=1.
 */
export function syncGeneratedDocSection(docFile: string, name: string, content: string): void {
  syncDocSection(`rules/${docFile}`, name, content);
}

/** The same for any file under docs/ (`api.md`, `rules/access.md`…); API tests use it for their generated tables. */
export function syncDocSection(docPath: string, name: string, content: string): void {
  const doc = new URL(`../../../../docs/${docPath}`, import.meta.url);
  const start = `<!-- generated:${name}:start -->`;
  const end = `<!-- generated:${name}:end -->`;
  const text = readFileSync(doc, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  expect(from, `marker ${start} in docs/${docPath}`).toBeGreaterThanOrEqual(0);
  expect(to, `marker ${end} after ${start}`).toBeGreaterThan(from);
  const current = text.slice(from + start.length, to);
  const expected = `\n${content}\n`;
  if (process.env['WRITE_RULE_DOCS'] === '1' && current !== expected) {
    writeFileSync(doc, text.slice(0, from + start.length) + expected + text.slice(to));
    return;
  }
  expect(current, `docs/${docPath} is stale: run with WRITE_RULE_DOCS=1`).toBe(expected);
}
