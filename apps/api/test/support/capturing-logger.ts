import { Writable } from 'node:stream';
import { createLogger } from '../../src/logging/create-logger';

/** A logger writing its JSON lines into `lines` (debug: every line the server writes). */
export function capturingLogger(lines: string[]) {
  return createLogger(
    'debug',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
        done();
      },
    }),
  );
}
