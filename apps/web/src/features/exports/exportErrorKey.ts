import { isHttpFailure } from '@cible/core';

/** The reasons an export is refused or fails that the screens name (i18n `exports.errors.<key>`); `other` otherwise. */
export const EXPORT_ERROR_KEYS = {
  'CREDITS.INSUFFICIENT': 'creditsInsufficient',
  'EXPORT.EMPTY': 'empty',
  'EXPORT.TOO_LARGE': 'tooLarge',
  'EXPORT.NO_SOURCE': 'noSource',
  'EXPORT.MIXED_SOURCES': 'mixedSources',
  'EXPORT.NOT_ALLOWED': 'notAllowed',
  'DATE_RANGE.START_AFTER_END': 'dateRange',
} as const;

export type ExportErrorKey = (typeof EXPORT_ERROR_KEYS)[keyof typeof EXPORT_ERROR_KEYS] | 'other';

/** The i18n key of an error code (an export's `error_code`, an API refusal's code); `other` for any code not named. */
export function exportErrorKey(code: string | null | undefined): ExportErrorKey {
  if (code === null || code === undefined) return 'other';
  return Object.hasOwn(EXPORT_ERROR_KEYS, code) ? EXPORT_ERROR_KEYS[code as keyof typeof EXPORT_ERROR_KEYS] : 'other';
}

/**
 * The code of a refused export creation: the API's code (409 credits, 422 empty or too large), or for a refused
 * body the first issue's code (`DATE_RANGE.START_AFTER_END`, checked by the contract before any call too).
 */
export function exportFailureCode(error: unknown): string | null {
  const issues = (error as { issues?: readonly { message?: unknown }[] } | null)?.issues;
  if (isHttpFailure(error) && error.kind === 'api') {
    const issueCode = error.error.issues?.find((issue) => issueCodeOf(issue.message) !== null)?.message;
    return error.error.code.startsWith('VALIDATION.') && issueCode !== undefined ? issueCode : error.error.code;
  }
  const first = issues?.map((issue) => issueCodeOf(issue.message)).find((code) => code !== null);
  return first ?? null;
}

function issueCodeOf(message: unknown): string | null {
  return typeof message === 'string' && /^[A-Z_]+\.[A-Z_.]+$/.test(message) ? message : null;
}
