import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_THROTTLE } from '../src/modules/auth/throttle-policy';
import type { ApiAnswer } from './support/api-client';
import { freshIp } from './support/api-client';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const LOGIN = '/v1/authentication/auth/local';
const PASSWORD = 'Demo2026!';
const { pair, account, address } = AUTH_THROTTLE.login;
/** Up to 150 argon2 verifications per test, on a machine that may be busy. */
const SLOW_TEST_MS = 60_000;

/**
 * Login throttling (docs/security.md "Login throttling"): per (account, address) pair with growing delays, a
 * per-account ceiling that refuses only addresses that failed, and a per-address slow-down for failures on many
 * accounts that spares the accounts known at that address. Time passes by moving the recorded attempts back.
 */
describeEachDatabase('login throttling', (context) => {
  let server: Server;
  let userCounter = 0;

  beforeAll(async () => {
    server = await startSeededServer(context.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  /** `count` new active users of Atlas Conseil with the demo password (their e-mails). */
  const newUsers = async (count: number): Promise<string[]> => {
    const emails = Array.from({ length: count }, () => `throttle-${(userCounter += 1)}@atlas.demo`);
    await context.db.query(
      `INSERT INTO users (organization_id, email, first_name, last_name, status, password_hash)
       SELECT organization_id, login, 'Test', 'Throttle', 1, password_hash
       FROM users, unnest($1::text[]) AS login WHERE email = 'sales@atlas.demo'`,
      [emails],
    );
    return emails;
  };
  const login = (email: string, password: string, ip: string) => server.api.call('POST', LOGIN, { ip, body: { login: email, password } });
  /** Moves the attempts of a login from an address (or of every login from it) `seconds` into the past. */
  const elapse = async (seconds: number, where: { ip: string; email?: string }) => {
    await context.db.query(
      `UPDATE auth_attempts SET at = at - make_interval(secs => $1) WHERE ip_address = $2::inet AND ($3::text IS NULL OR email = $3)`,
      [seconds, where.ip, where.email ?? null],
    );
  };
  const expectRefused = (answer: ApiAnswer<Record<string, unknown>>): number => {
    expect(answer.status, answer.text).toBe(429);
    expect(answer.body.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
    expect(answer.body.details).toEqual({ retry_after_seconds: retryAfter });
    return retryAfter;
  };
  const failuresOf = async (email: string, ip?: string) => {
    const [row] = await context.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM auth_attempts
       WHERE kind = 'login' AND NOT succeeded AND email = $1 AND ($2::text IS NULL OR ip_address = $2::inet)`,
      [email, ip ?? null],
    );
    return row?.count ?? 0;
  };

  it('lets the owner in with the right password after 5 failures on the account from another address', async () => {
    const [owner] = await newUsers(1);
    const attacker = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(owner!, `Guess${attempt}`, attacker)).status).toBe(401);
    expectRefused(await login(owner!, 'Guess5', attacker));
    expect((await login(owner!, PASSWORD, freshIp())).status).toBe(200);
  }, SLOW_TEST_MS);

  it('delays the attacker pair with a growing Retry-After (30 s doubling to 15 min), and lets the owner in from a clean address after 50 failures', async () => {
    const [owner] = await newUsers(1);
    const attacker = freshIp();
    const retryAfters: number[] = [];
    while ((await failuresOf(owner!, attacker)) < 50) {
      const answer = await login(owner!, `Guess-${retryAfters.length}`, attacker);
      if (answer.status === 401) continue;
      const retryAfter = expectRefused(answer);
      retryAfters.push(retryAfter);
      // The right password is refused too while the pair waits (a guess that hits teaches nothing).
      expectRefused(await login(owner!, PASSWORD, attacker));
      await elapse(retryAfter, { ip: attacker, email: owner });
    }
    // The first 4 failures were free; the 5th to the 49th each made the pair wait: 45 waits.
    expect(retryAfters).toHaveLength(50 - pair.freeFailures);
    const expected = retryAfters.map((_, index) => Math.min(pair.maxDelaySeconds, pair.firstDelaySeconds * 2 ** index));
    retryAfters.forEach((retryAfter, index) => {
      expect(retryAfter, `wait ${index}`).toBeLessThanOrEqual(expected[index]!);
      expect(retryAfter, `wait ${index}`).toBeGreaterThanOrEqual(expected[index]! - 2);
    });
    expect(retryAfters.slice(0, 6)).toEqual([...retryAfters.slice(0, 6)].sort((a, b) => a - b));
    expect(Math.max(...retryAfters)).toBe(pair.maxDelaySeconds);
    // Refused attempts are not recorded.
    expect(await failuresOf(owner!)).toBe(50);
    // The owner, from an address that never failed: in at once.
    expect((await login(owner!, PASSWORD, freshIp())).status).toBe(200);
  }, SLOW_TEST_MS);

  it('counts concurrent guesses against each other: 20 at once from one address get 5 answers, 15 refusals', async () => {
    const [owner] = await newUsers(1);
    const attacker = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, guess) => login(owner!, `Parallel${guess}`, attacker)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(pair.freeFailures).fill(401), ...Array<number>(20 - pair.freeFailures).fill(429)]);
    expect(await failuresOf(owner!)).toBe(pair.freeFailures);
  }, SLOW_TEST_MS);

  it('forgets the failures of a pair once it logs in (the owner\'s own typos)', async () => {
    const [owner] = await newUsers(1);
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(owner!, `Typo${attempt}`, ip)).status).toBe(401);
    const wait = expectRefused(await login(owner!, PASSWORD, ip));
    expect(wait).toBeLessThanOrEqual(pair.firstDelaySeconds);
    await elapse(wait, { ip, email: owner });
    expect((await login(owner!, PASSWORD, ip)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(owner!, `Again${attempt}`, ip)).status).toBe(401);
    expect((await login(owner!, PASSWORD, ip)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('at 100 consecutive failures on an account, refuses the addresses that failed on it, and only them', async () => {
    const [owner] = await newUsers(1);
    // 25 addresses, 4 failures each (under the pair's free failures): 100 failures.
    const attackers = Array.from({ length: account.ceiling / 4 }, () => freshIp());
    for (const [index, ip] of attackers.entries()) {
      const tries = index === attackers.length - 1 ? 3 : 4;
      for (let attempt = 0; attempt < tries; attempt += 1) expect((await login(owner!, `Guess${index}-${attempt}`, ip)).status).toBe(401);
    }
    // 99: not yet at the ceiling; the 100th failure is answered 401.
    expect((await login(owner!, 'Guess-last', attackers.at(-1)!)).status).toBe(401);
    expect(await failuresOf(owner!)).toBe(account.ceiling);

    // Every address that failed is refused, even with the right password, until the failures age out (24 h).
    for (const ip of [attackers[0]!, attackers.at(-1)!]) {
      const wait = expectRefused(await login(owner!, PASSWORD, ip));
      expect(wait).toBeGreaterThan(account.windowSeconds - 600);
      expect(wait).toBeLessThanOrEqual(account.windowSeconds);
    }
    // A new address gets its one try; once it has failed, it is refused too.
    const newcomer = freshIp();
    expect((await login(owner!, 'Guess-new', newcomer)).status).toBe(401);
    expectRefused(await login(owner!, 'Guess-new-2', newcomer));

    // The owner, from an address that never failed, gets in; that ends the consecutive failures.
    expect((await login(owner!, PASSWORD, freshIp())).status).toBe(200);
    expect((await login(owner!, PASSWORD, attackers[0]!)).status).toBe(200);
  }, SLOW_TEST_MS);

  it('keeps many users behind one proxy address logging in through one user\'s typos and everyone\'s', async () => {
    const proxy = freshIp();
    const [clumsy, ...others] = await newUsers(31);
    // One user mistypes again and again: only his own pair waits.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(clumsy!, `Typo${attempt}`, proxy)).status).toBe(401);
    expectRefused(await login(clumsy!, PASSWORD, proxy));
    // 30 colleagues behind the same address each mistype once, then log in: 35 failures from the address.
    for (const email of others) {
      expect((await login(email, 'Demo2025!', proxy)).status).toBe(401);
      expect((await login(email, PASSWORD, proxy)).status, email).toBe(200);
    }
    expect((await login(clumsy!, 'Typo-more', proxy)).status).toBe(429);
  }, SLOW_TEST_MS);

  it('slows down (never locks) an address spraying passwords over many accounts, and not for the accounts known there', async () => {
    const proxy = freshIp();
    const [regular, newcomer] = await newUsers(2);
    expect((await login(regular!, PASSWORD, proxy)).status).toBe(200);
    // Password spraying behind the same address: one guess on each of 20 accounts.
    for (let target = 0; target < address.freeAccounts; target += 1) {
      expect((await login(`spray-${target}-${proxy}@example.fr`, 'Spring2026!', proxy)).status).toBe(401);
    }
    const wait = expectRefused(await login(`spray-next-${proxy}@example.fr`, 'Spring2026!', proxy));
    expect(wait).toBeLessThanOrEqual(address.firstDelaySeconds);
    // An account that logged in from this address before is not slowed down.
    expect((await login(regular!, PASSWORD, proxy)).status).toBe(200);
    // An account never seen there waits as long: a delay, not a lock.
    expect(expectRefused(await login(newcomer!, PASSWORD, proxy))).toBeLessThanOrEqual(address.firstDelaySeconds);
    await elapse(address.firstDelaySeconds, { ip: proxy });
    expect((await login(newcomer!, PASSWORD, proxy)).status).toBe(200);
    // The sprayer's next guess doubles the wait.
    expect((await login(`spray-more-${proxy}@example.fr`, 'Spring2026!', proxy)).status).toBe(401);
    const longer = expectRefused(await login(`spray-again-${proxy}@example.fr`, 'Spring2026!', proxy));
    expect(longer).toBeGreaterThan(address.firstDelaySeconds);
    expect(longer).toBeLessThanOrEqual(2 * address.firstDelaySeconds);
  }, SLOW_TEST_MS);
});
