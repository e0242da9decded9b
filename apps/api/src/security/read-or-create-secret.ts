import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Reads a secret persisted in `file`, or generates one (48 random bytes, base64url) and writes it with mode 0600.
 * Used for the embedded default JWT secret, so that tokens survive restarts without any configuration, and for the
 * default mail secret key (`generate`: 32 random bytes, base64).
 * The write uses the exclusive flag: when two processes race, the loser reads the winner's secret.
 */
export function readOrCreateSecret(file: string, generate: () => string = () => randomBytes(48).toString('base64url')): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const secret = generate();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = readSecret(file);
    if (!written) throw new Error(`The secret file ${file} is empty.`, { cause: error });
    return written;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const content = readFileSync(file, 'utf8').trim();
    return content === '' ? undefined : content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
