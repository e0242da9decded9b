import { describe, expect, it } from 'vitest';
import { redactUrlToken } from './create-logger';

describe('redactUrlToken (the socket URL carries the JWT)', () => {
  it('hides the token query parameter wherever it is', () => {
    expect(redactUrlToken('/v1/web-socket/socket?token=eyJ.abc.def')).toBe('/v1/web-socket/socket?token=[redacted]');
    expect(redactUrlToken('/v1/web-socket/socket?a=1&token=eyJ.abc.def&b=2')).toBe('/v1/web-socket/socket?a=1&token=[redacted]&b=2');
    expect(redactUrlToken('/v1/x?TOKEN=abc#frag')).toBe('/v1/x?TOKEN=[redacted]#frag');
    expect(redactUrlToken('/v1/users?limit=5')).toBe('/v1/users?limit=5');
    expect(redactUrlToken('/v1/x?mytoken=abc')).toBe('/v1/x?mytoken=abc');
  });
});
