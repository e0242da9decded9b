/**
 * The one table from error codes to HTTP statuses, read by the API's error handler (the status of every refusal) and
 * by the browser's HTTP client (the code of an answer that carries none). Codes not listed are domain refusals of an
 * input by a rule (`PASSWORD.TOO_SHORT`, `HELP.MESSAGE_REQUIRED`, `TEXT.INVALID_CHARACTER`…): 400.
 * @rule design · one table maps error codes to HTTP statuses for the API and the browser
 */
export const ERROR_CODE_STATUS: Readonly<Record<string, number>> = {
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.TOKEN_MISSING': 401,
  'AUTH.TOKEN_INVALID': 401,
  'AUTH.TOKEN_EXPIRED': 401,
  'AUTH.ACCOUNT_INACTIVE': 401,
  'ANALYTICS.NOT_IDENTIFIED': 401,
  'AUTH.PASSWORD_EXPIRED': 403,
  'AUTH.FORBIDDEN': 403,
  'DATA.BLURRED': 403,
  'AUTH.TOO_MANY_ATTEMPTS': 429,
  'AUTH.INVALID_ACTIVATION_TOKEN': 400,
  'AUTH.WRONG_OLD_PASSWORD': 400,
  'VALIDATION.INVALID_BODY': 400,
  'VALIDATION.INVALID_QUERY': 400,
  'VALIDATION.INVALID_PARAMS': 400,
  'VALIDATION.INVALID_REQUEST': 400,
  'VALIDATION.MALFORMED_JSON': 400,
  'VALIDATION.INVALID_VALUE': 400,
  'VALIDATION.CONSTRAINT_VIOLATED': 400,
  'VALIDATION.TOO_COMPLEX': 400,
  'VALIDATION.UNSUPPORTED_MEDIA_TYPE': 415,
  'VALIDATION.URI_TOO_LONG': 414,
  'VALIDATION.HEADERS_TOO_LARGE': 431,
  'VALIDATION.REQUEST_TIMEOUT': 408,
  'NOT_FOUND': 404,
  'METHOD_NOT_ALLOWED': 405,
  'CONFLICT': 409,
  'INQUIRY.QUOTA_REACHED': 409,
  // An operator's status change that core's INQUIRY_TRANSITIONS does not allow from the inquiry's current status.
  'INQUIRY.TRANSITION_REFUSED': 409,
  'LIMIT.QUERIES_REACHED': 409,
  'QUOTA.INQUIRIES_REACHED': 409,
  'CREDITS.INSUFFICIENT': 409,
  // Exports (docs/adr/025-exports.md): nothing to export, more rows than the maximum (`details.row_count`,
  // `details.max_row_count`): a valid request the rule refuses; a download of an export not finished yet.
  'EXPORT.EMPTY': 422,
  'EXPORT.TOO_LARGE': 422,
  'EXPORT.NOT_READY': 409,
  // The user may not export (licence capability can_export, or can_export_location for email rental).
  'EXPORT.NOT_ALLOWED': 403,
  // A search stopped by its time-out: the request is valid but too broad to answer in time; sending it again would
  // fail again, so a 4xx that asks for a different request (narrower criteria), not a 503 that invites a retry.
  'SEARCH.TIMEOUT': 422,
  // A mailbox the servers refused (SMTP + IMAP connection): the request is well formed, the credentials or servers
  // it names do not work; `details.step` says which server.
  'MAILBOX.SMTP_UNREACHABLE': 422,
  'MAILBOX.SMTP_AUTH_FAILED': 422,
  'MAILBOX.IMAP_UNREACHABLE': 422,
  'MAILBOX.IMAP_AUTH_FAILED': 422,
  'MAILBOX.IMAP_INBOX_MISSING': 422,
  'MAILBOX.TIMEOUT': 422,
  'MAILBOX.HOST_NOT_ALLOWED': 422,
  // A send through the caller's mailbox when none is connected (a template's test send): connect it first.
  'MAILBOX.NOT_CONNECTED': 409,
  // OAuth mailbox connection (ADR 021): the provider has no client id on this server; the redirect URI is not one of
  // ours; no provider named while two are configured; a forged, expired, replayed or foreign state; the provider
  // refused the code or the refresh token (or did not answer).
  'MAILBOX.OAUTH_NOT_CONFIGURED': 409,
  'MAILBOX.OAUTH_REDIRECT_INVALID': 422,
  'MAILBOX.OAUTH_PROVIDER_REQUIRED': 422,
  'MAILBOX.OAUTH_STATE_INVALID': 400,
  'MAILBOX.OAUTH_EXCHANGE_FAILED': 422,
  // The local test mailbox asked of a server that does not offer it (SMTP_URL set, or the development mailbox off).
  'MAILBOX.LOCAL_TEST_UNAVAILABLE': 409,
  // Sequences (docs/rules/sequences.md): a status change core's transitions refuse; a change of a sequence in a status
  // the licence only reads (archived) or whose steps are locked (ongoing, finished, archived); a deletion in a status
  // that forbids it. The launch preconditions and the 7th e-mail step are well-formed requests the sequence's state
  // cannot accept: 422. A colleague's sequence (not the owner, not a manager): 403 with its own code.
  'SEQUENCE.TRANSITION_NOT_ALLOWED': 409,
  'SEQUENCE.READ_ONLY': 409,
  // The owner settles a send under review (ADR 030) that is not (or no longer) waiting for review.
  'SEQUENCE.NO_SEND_TO_REVIEW': 409,
  'SEQUENCE.STEPS_LOCKED': 409,
  'SEQUENCE.NOT_DELETABLE': 409,
  'SEQUENCE.ALREADY_STARTED': 409,
  'SEQUENCE.NO_STEP': 422,
  'SEQUENCE.NO_TARGET': 422,
  'SEQUENCE.NO_SENDER_MAILBOX': 422,
  'SEQUENCE.TOO_MANY_EMAIL_STEPS': 422,
  // A step link set by hand that does not lead to the next step by position (the path follows the positions, ADR 035).
  'SEQUENCE.LINK_OFF_PATH': 409,
  'SEQUENCE.NOT_OWNER': 403,
  'SEQUENCE.IMPORT_TOO_LARGE': 422,
  // Smart mailing (docs/adr/032-campaigns-model.md): a sender's address on a domain the organisation has not added;
  // a domain added twice; the removal of a domain a sender still uses.
  'SENDER.DOMAIN_NOT_ALLOWED': 422,
  'SENDING_DOMAIN.ALREADY_EXISTS': 409,
  'SENDING_DOMAIN.IN_USE': 409,
  // Campaigns (docs/rules/campaigns.md, docs/adr/038-campaign-sender.md): a status change core's transitions refuse; a
  // change of a sent campaign (read only); the deletion of a sent campaign; a campaign not ready to be sent.
  'CAMPAIGN.TRANSITION_NOT_ALLOWED': 409,
  'CAMPAIGN.READ_ONLY': 409,
  'CAMPAIGN.NOT_DELETABLE': 409,
  // The daily volume guard (docs/adr/043): the send would reach 5 000 mails a day from a domain without SPF, DKIM and
  // DMARC; sent again with `confirm_bulk_volume: true` it goes (details: the figures).
  'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED': 409,
  'CAMPAIGN.SUBJECT_MISSING': 422,
  'CAMPAIGN.CONTENT_MISSING': 422,
  'CAMPAIGN.UNSUBSCRIBE_LINK_MISSING': 422,
  'CAMPAIGN.SENDER_MISSING': 422,
  'CAMPAIGN.NO_TARGET': 422,
  'CAMPAIGN.SCHEDULED_DATE_MISSING': 422,
  'CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE': 422,
  // Unsubscribe (docs/adr/039-signed-unsubscribe-tokens.md): a token that is not one of ours (bad format, bad MAC, no such
  // send); a token whose opt-out is already recorded (a replay: nothing recorded twice).
  'UNSUBSCRIBE.INVALID_TOKEN': 400,
  'UNSUBSCRIBE.ALREADY_DONE': 409,
  'PAYLOAD_TOO_LARGE': 413,
  // An email template's or signature's HTML over EMAIL_HTML_MAX_BYTES (validation/email-html-size.ts).
  'EMAIL.HTML_TOO_LARGE': 413,
  // File storage (docs/adr/023-file-storage.md): a type the purpose does not accept, or bytes that are not of the
  // declared type; a file over the purpose's size; an upload URL whose signature is wrong or expired; a second upload.
  'UPLOAD.INVALID_TYPE': 415,
  'UPLOAD.CONTENT_MISMATCH': 415,
  'UPLOAD.TOO_LARGE': 413,
  'UPLOAD.SIGNATURE_INVALID': 403,
  'UPLOAD.EXPIRED': 403,
  'UPLOAD.ALREADY_UPLOADED': 409,
  'RATE_LIMITED': 429,
  'SUPPORT_CHAT.TOO_MANY_MESSAGES': 429,
  'INTERNAL': 500,
  'DATABASE.UNAVAILABLE': 503,
  'INTEGRATION.UNAVAILABLE': 503,
};

/** A rule's refusal of an input (any code the table does not list). */
const DOMAIN_REFUSAL_STATUS = 400;

/** The HTTP status of an error code (see {@link ERROR_CODE_STATUS}). */
export function statusOfErrorCode(code: string): number {
  return ERROR_CODE_STATUS[code] ?? DOMAIN_REFUSAL_STATUS;
}

/**
 * The code of a status when an answer names none (a proxy's page, a framework's refusal): the generic code of that
 * status, each one an entry of {@link ERROR_CODE_STATUS}.
 * @rule design · the generic error code of an HTTP status
 */
export const GENERIC_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'VALIDATION.INVALID_REQUEST',
  401: 'AUTH.TOKEN_MISSING',
  403: 'AUTH.FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'INTEGRATION.UNAVAILABLE',
};

/** The generic code of a status: {@link GENERIC_ERROR_CODES}, else by class (4xx: invalid request, 5xx: internal). */
export function genericErrorCodeOf(status: number): string {
  return GENERIC_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION.INVALID_REQUEST');
}
