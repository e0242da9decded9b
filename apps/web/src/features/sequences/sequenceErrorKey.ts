import { isHttpFailure } from '@cible/core';

/** The API refusals the sequence screens name (i18n `sequences.errors.<key>`); `other` for any other failure. */
export const SEQUENCE_ERROR_KEYS = {
  'SEQUENCE.NO_STEP': 'noStep',
  'SEQUENCE.NO_TARGET': 'noTarget',
  'SEQUENCE.NO_SENDER_MAILBOX': 'noSenderMailbox',
  'SEQUENCE.TRANSITION_NOT_ALLOWED': 'transitionNotAllowed',
  'SEQUENCE.NOT_OWNER': 'notOwner',
  'SEQUENCE.READ_ONLY': 'readOnly',
  'SEQUENCE.STEPS_LOCKED': 'stepsLocked',
  'SEQUENCE.NOT_DELETABLE': 'notDeletable',
  'SEQUENCE.ALREADY_STARTED': 'alreadyStarted',
  'SEQUENCE.TOO_MANY_EMAIL_STEPS': 'tooManyEmailSteps',
  'SEQUENCE.END_HOUR_NOT_AFTER_START': 'endHourNotAfterStart',
  'SEQUENCE.NO_SENDABLE_DAY': 'noSendableDay',
  'CREDITS.INSUFFICIENT': 'creditsInsufficient',
} as const;

export type SequenceErrorKey = (typeof SEQUENCE_ERROR_KEYS)[keyof typeof SEQUENCE_ERROR_KEYS] | 'unavailable' | 'other';

/**
 * The i18n key of a failed sequence call: the API's code when the screens name it; `unavailable` for a 404 or 501 (the
 * thing asked is gone, or this server does not serve that call yet); `other` otherwise.
 */
export function sequenceErrorKey(error: unknown): SequenceErrorKey {
  if (!isHttpFailure(error) || error.kind !== 'api') return 'other';
  const code = error.error.code;
  if (Object.hasOwn(SEQUENCE_ERROR_KEYS, code)) return SEQUENCE_ERROR_KEYS[code as keyof typeof SEQUENCE_ERROR_KEYS];
  if (error.status === 404 || error.status === 501) return 'unavailable';
  return 'other';
}
