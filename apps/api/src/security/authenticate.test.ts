import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from './authenticate';

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer authorization header, case-insensitively', () => {
    expect(bearerTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerTokenOf('bearer   abc.def-_.x  ')).toBe('abc.def-_.x');
    expect(bearerTokenOf('Bearer eyJ0eXAi==')).toBe('eyJ0eXAi==');
  });

  it('answers null for anything else', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwdw==', 'Bearer a b', 'Bearer a\nb', `Bearer ${'a'.repeat(5000)}`, 'Bearer <script>']) {
      expect(bearerTokenOf(header), String(header).slice(0, 20)).toBeNull();
    }
  });
});
