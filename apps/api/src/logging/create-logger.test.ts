import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrlQuery } from './create-logger';

/** A logger writing its JSON lines into an array. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
      done();
    },
  });
  return { logger: createLogger('debug', destination), lines };
}

describe('redactUrlQuery (the socket URL carries the JWT, searches carry names)', () => {
  it('hides every query value, keeps the path and the names', () => {
    expect(redactUrlQuery('/v1/web-socket/socket?token=eyJ.abc.def')).toBe('/v1/web-socket/socket?token=[redacted]');
    expect(redactUrlQuery('/v1/web-socket/socket?a=1&token=eyJ.abc.def&b=2')).toBe('/v1/web-socket/socket?a=[redacted]&token=[redacted]&b=[redacted]');
    expect(redactUrlQuery('/v1/x?TOKEN=abc#frag')).toBe('/v1/x?TOKEN=[redacted]#frag');
    expect(redactUrlQuery('/v1/quick-search?text=Dupont%20Jean&limit=6')).toBe('/v1/quick-search?text=[redacted]&limit=[redacted]');
    expect(redactUrlQuery('/v1/users')).toBe('/v1/users');
    expect(redactUrlQuery('/v1/users?flag')).toBe('/v1/users?flag');
  });
});

describe('createLogger: what reaches a log line', () => {
  it('redacts credentials, bodies, parameters, query values and SQL parameters of errors', () => {
    const { logger, lines } = capturingLogger();
    const error = new DrizzleQueryError('update "users" set "first_name" = $1 where "id" = $2', ['Ghislaine\u0000', 7], new Error('boom'));
    logger.error({ err: error, body: { comment: 'private comment' }, params: ['private param'], req: { method: 'GET', url: '/v1/quick-search?text=Ghislaine' } }, 'failed');
    logger.info({ user: { password: 'Demo2026!', token: 'eyJ.secret' }, parameters: ['private'] }, 'other');
    logger.error(new DrizzleQueryError('select $1', ['Ghislaine'], undefined), 'direct');
    const text = lines.join('\n');
    expect(lines).toHaveLength(3);
    for (const secret of ['Ghislaine', 'private comment', 'private param', 'Demo2026!', 'eyJ.secret', 'private']) expect(text).not.toContain(secret);
    const first = JSON.parse(lines[0]!) as { err: { query: string; params: string }; body: string; req: { url: string } };
    expect(first.err.query).toBe('update "users" set "first_name" = $1 where "id" = $2');
    expect(first.err.params).toBe('[redacted]');
    expect(first.body).toBe('[redacted]');
    expect(first.req.url).toBe('/v1/quick-search?text=[redacted]');
  });
});
