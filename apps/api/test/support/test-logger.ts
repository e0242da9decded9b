import { pino } from 'pino';
import type { Logger } from 'pino';

/** A logger for tests: silent unless TEST_LOG_LEVEL is set (e.g. `TEST_LOG_LEVEL=debug npx vitest …`). */
export function createTestLogger(): Logger {
  return pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
}
