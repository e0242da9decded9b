import { helpRequestTypeOrDefault } from '../catalogues/help-request-types';
import { PORT_LIMITS } from '../contract/shared/api-primitives';
import { HELP_ATTACHMENT_MAX_BYTES, HelpRequestBodySchema } from '../contract/help-request/help-request.contract';
import type { HelpRequestBody } from '../contract/help-request/help-request.contract';
import type { Result } from '../shared/domain-error';
import { fail, ok } from '../shared/domain-error';
import { checkHelpAttachment } from './help-request-attachment';

/** The help form as filled in (before clean-up). `request_type` null, undefined or -1 means "nothing chosen". */
export interface HelpRequestDraft {
  /** The selected request type id (catalogues/help-request-types.ts). */
  readonly request_type?: number | null;
  readonly message?: string | null;
  readonly attachment?: {
    readonly file_content: string;
    readonly file_name: string;
    readonly file_type?: string | null;
    /** The file's size in bytes (File.size), checked before the file is read. */
    readonly file_size: number;
  } | null;
  readonly user_first_name?: string | null;
  readonly user_last_name?: string | null;
  readonly organization_name?: string | null;
  readonly direct_phone?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
}

export type HelpRequestErrorCode = 'HELP.MESSAGE_REQUIRED' | 'HELP.MESSAGE_TOO_LONG' | 'HELP.FILE_TOO_LARGE' | 'HELP.FILE_TYPE_NOT_ALLOWED';

/** MIME type sent when the browser gives none (the contract requires one). */
const UNKNOWN_FILE_TYPE = 'application/octet-stream';

const USER_FIELDS = ['user_first_name', 'user_last_name', 'organization_name', 'direct_phone', 'email', 'phone'] as const;

/**
 * Prepares the help request body (contract/help-request/help-request.contract.ts): the message is required (HELP.MESSAGE_REQUIRED,
 * checked first) and at most 20000 characters (HELP.MESSAGE_TOO_LONG); the attachment is at most 3 × 1048576 bytes
 * (HELP.FILE_TOO_LARGE, by file size, and by content length since the file is read as text) and plain text with a
 * text type (HELP.FILE_TYPE_NOT_ALLOWED, checkHelpAttachment: by content, not by name); no or unknown request
 * type → the first type; texts are trimmed and empty values dropped. User data the contract would refuse (a phone
 * not matching the phone pattern, a malformed email, an over-long name) is dropped rather than blocking the request.
 * @rule app-shell §5 · help form: message required, attachment ≤ 3 MB, default request type, empty values dropped
 */
export function prepareHelpRequest(draft: HelpRequestDraft): Result<HelpRequestBody, HelpRequestErrorCode> {
  const message = draft.message?.trim() ?? '';
  if (message === '') return fail('HELP.MESSAGE_REQUIRED');
  if (!HelpRequestBodySchema.shape.message.safeParse(message).success) {
    return fail('HELP.MESSAGE_TOO_LONG', { max_length: PORT_LIMITS.longText });
  }
  const attachment = draft.attachment;
  if (attachment && (attachment.file_size > HELP_ATTACHMENT_MAX_BYTES || attachment.file_content.length > HELP_ATTACHMENT_MAX_BYTES)) {
    return fail('HELP.FILE_TOO_LARGE', { max_bytes: HELP_ATTACHMENT_MAX_BYTES, file_size: attachment.file_size });
  }
  if (attachment) {
    const checked = checkHelpAttachment({ file_content: attachment.file_content, file_type: attachment.file_type?.trim() ?? '' });
    if (!checked.ok) return checked;
  }
  const body: Record<string, unknown> = { request_type: helpRequestTypeOrDefault(draft.request_type).code, message };
  const fileName = attachment?.file_name.trim().slice(0, PORT_LIMITS.name);
  if (attachment && fileName) {
    body.attachment = {
      file_content: attachment.file_content,
      file_name: fileName,
      file_type: attachment.file_type?.trim().slice(0, PORT_LIMITS.name) || UNKNOWN_FILE_TYPE,
    };
  }
  for (const field of USER_FIELDS) {
    const value = draft[field]?.trim();
    if (value && HelpRequestBodySchema.shape[field].safeParse(value).success) body[field] = value;
  }
  return ok(HelpRequestBodySchema.parse(body));
}
