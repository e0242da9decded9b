/**
 * A typed domain error: a stable machine code (e.g. `SEQUENCE.TOO_MANY_EMAIL_STEPS`) and optional details.
 * Core never speaks HTTP status or UI text; the API maps codes to statuses, the web app maps them to i18n keys.
 */
export interface DomainError<Code extends string = string> {
  readonly code: Code;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Result of a rule that may refuse: `{ ok: true, value }` or `{ ok: false, error }`. */
export type Result<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: DomainError<Code> };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = <Code extends string>(
  code: Code,
  details?: Readonly<Record<string, unknown>>,
): { readonly ok: false; readonly error: DomainError<Code> } => ({
  ok: false,
  error: details === undefined ? { code } : { code, details },
});
