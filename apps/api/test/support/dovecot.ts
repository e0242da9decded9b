import { execFile, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A user of the test IMAP server. */
export interface DovecotUser {
  readonly name: string;
  readonly password: string;
  /** Where this user's INBOX is, when not in his maildir (a path dovecot cannot use makes SELECT INBOX fail). */
  readonly inboxPath?: string;
}

/** Debian's dovecot running in a temp folder on 127.0.0.1 (IMAP only, plain text on loopback). */
export interface DovecotServer {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** dovecot's log (kept until stop): where to look when a test fails. */
  readonly logFile: string;
  stop(): Promise<void>;
}

export interface DovecotOptions {
  /**
   * Also log in with OAuth 2 access tokens (SASL XOAUTH2 and OAUTHBEARER): dovecot's oauth2 passdb asks this token
   * introspection endpoint (RFC 7662, POST) whether a token is active and whose it is (`email` must be the login).
   */
  readonly oauth2IntrospectionUrl?: string;
}

/** Where Debian's dovecot is (`apt-get install -y dovecot-imapd`). */
const DOVECOT = '/usr/sbin/dovecot';
const DOVEADM = '/usr/bin/doveadm';

/** Whether dovecot is installed here (tests that need it are skipped otherwise, and required when CI=true). */
export function hasDovecot(): boolean {
  return spawnSync(DOVECOT, ['--version']).status === 0;
}

/** A free TCP port of 127.0.0.1 (asked from the system, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until something accepts TCP connections on the port (dovecot forks its listeners in the background). */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts dovecot with its own configuration in a temp folder (docs: /work/shared/notes/platform.md "Real IMAP in
 * tests"): users in a passwd-file ({PLAIN} passwords), maildirs under the folder owned by dovecot, IMAP on a free
 * loopback port, no TLS. Run as root here: logins run as dovenull, mail as dovecot.
 */
export async function startDovecot(users: readonly DovecotUser[], options: DovecotOptions = {}): Promise<DovecotServer> {
  const root = mkdtempSync(join(tmpdir(), 'cible-dovecot-'));
  chmodSync(root, 0o755);
  const port = await freePort();
  const config = join(root, 'dovecot.conf');
  mkdirSync(join(root, 'mail'), { recursive: true });
  mkdirSync(join(root, 'run'), { recursive: true });
  mkdirSync(join(root, 'state'), { recursive: true });
  writeFileSync(join(root, 'users'), users
      .map((user) => {
        // passwd-file: user:password:uid:gid:gecos:home:shell:extra fields (userdb_* fields reach the userdb).
        const extra = user.inboxPath === undefined ? '' : `::::::userdb_mail=maildir:${join(root, 'mail')}/${user.name}:INBOX=${user.inboxPath}`;
        return `${user.name}:{PLAIN}${user.password}${extra}\n`;
      })
      .join(''));
  writeFileSync(
    config,
    [
      'protocols = imap',
      `base_dir = ${join(root, 'run')}`,
      `state_dir = ${join(root, 'state')}`,
      `log_path = ${join(root, 'dovecot.log')}`,
      `mail_location = maildir:${join(root, 'mail')}/%u`,
      'ssl = no',
      'disable_plaintext_auth = no',
      `auth_mechanisms = plain login${options.oauth2IntrospectionUrl === undefined ? '' : ' xoauth2 oauthbearer'}`,
      // No delay after a failed login and no growing penalty of the address (anvil's socket for it closed): tests try
      // wrong passwords on purpose, from 127.0.0.1 every time.
      'auth_failure_delay = 0',
      'service anvil {\n  unix_listener anvil-auth-penalty {\n    mode = 0\n  }\n}',
      'listen = 127.0.0.1',
      'default_login_user = dovenull',
      'default_internal_user = dovecot',
      'default_internal_group = dovecot',
      'first_valid_uid = 1',
      'first_valid_gid = 1',
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${join(root, 'users')}\n}`,
      ...(options.oauth2IntrospectionUrl === undefined
        ? []
        : [`passdb {\n  driver = oauth2\n  mechanisms = xoauth2 oauthbearer\n  args = ${join(root, 'oauth2.conf.ext')}\n}`]),
      `userdb {\n  driver = static\n  args = uid=dovecot gid=dovecot home=${join(root, 'mail')}/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      // Each user's maildir gets an INBOX on first login (dovecot's default); the test server needs nothing else.
      '',
    ].join('\n'),
  );
  if (options.oauth2IntrospectionUrl !== undefined) {
    writeFileSync(
      join(root, 'oauth2.conf.ext'),
      [`introspection_url = ${options.oauth2IntrospectionUrl}`, 'introspection_mode = post', 'username_attribute = email', 'active_attribute = active', 'active_value = true', ''].join('\n'),
    );
  }
  await run('chown', ['-R', 'dovecot:dovecot', join(root, 'mail')]);
  // dovecot forks into the background: its stdio must not be pipes we wait on (execFile would never return).
  await new Promise<void>((resolve, reject) => {
    const master = spawn(DOVECOT, ['-c', config], { stdio: 'ignore' });
    master.once('error', reject);
    master.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot exited with ${code} (log: ${join(root, 'dovecot.log')})`))));
  });
  await waitForPort(port, 10_000);
  return {
    host: '127.0.0.1',
    port,
    logFile: join(root, 'dovecot.log'),
    async stop() {
      await run(DOVEADM, ['-c', config, 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
