import { describe, expect, it } from 'vitest';
import { contentDispositionFileName } from './content-disposition-file-name';

describe('contentDispositionFileName', () => {
  it('reads quoted, bare and RFC 5987 names, the extended one first', () => {
    expect(contentDispositionFileName('attachment; filename="export contacts.csv"')).toBe('export contacts.csv');
    expect(contentDispositionFileName('attachment; filename=export.csv')).toBe('export.csv');
    expect(contentDispositionFileName(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe('résumé.csv');
  });

  it('answers null without a name and keeps only the last path segment', () => {
    expect(contentDispositionFileName(null)).toBeNull();
    expect(contentDispositionFileName('inline')).toBeNull();
    expect(contentDispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(contentDispositionFileName('attachment; filename="dir/"')).toBeNull();
  });
});
