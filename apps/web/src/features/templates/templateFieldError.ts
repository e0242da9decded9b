import { TEXT_INVALID_CHARACTER } from '@cible/core';

/** A field's error as the page shows it: an i18n key of `templates.editor.errors` and its parameters. */
export interface FieldError {
  readonly key: 'required' | 'tooLong' | 'invalidCharacter' | 'invalid';
  readonly max?: number;
}

/** What the editor reads of a zod issue (zod 4's `too_small`, `too_big`, custom messages). */
interface IssueLike {
  readonly code: string;
  readonly message: string;
  readonly maximum?: number | bigint;
}

/** What the editor reads of a `safeParse` answer. */
type ParseResult = { readonly success: true } | { readonly success: false; readonly error: { readonly issues: readonly IssueLike[] } };

/**
 * The first error of a field checked with the contract's own schema (`EmailTemplateCreateBodySchema.shape.name`…), as
 * a message key: `too_small` reads "required" (the contract's `min(1)` after trim), `too_big` "at most {max}", the
 * safe-text rule "invalid character"; null when the value passes.
 */
export function templateFieldError(result: ParseResult): FieldError | null {
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  if (issue.message === TEXT_INVALID_CHARACTER) return { key: 'invalidCharacter' };
  if (issue.code === 'too_small') return { key: 'required' };
  if (issue.code === 'too_big') return { key: 'tooLong', max: Number(issue.maximum) };
  return { key: 'invalid' };
}
