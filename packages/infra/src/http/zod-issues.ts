import type { ApiErrorIssue } from '@cible/core';
import type { z } from 'zod';

/** Zod issues as the contract's `{ path, message }` issues (at most 100, like an error answer). */
export function zodIssues(error: z.ZodError): ApiErrorIssue[] {
  return error.issues.slice(0, 100).map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    message: issue.message,
  }));
}
