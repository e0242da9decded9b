// When will a sequence have sent its last email? core's estimate (prospecting §4), from plain Node.
//   npm run build -w @cible/core && node docs/examples/estimate-sequence-end-date.mjs
import { DateTime } from 'luxon';
import { estimateSequenceEndDate, sequenceDailyMailShare } from '@cible/core';

// A sequence of three steps: an email, 3 days later a second email, 2 days later a call (task).
const steps = [
  { id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 2, interval: 3 }] },
  { id: 2, position: 2, type_id: 2, link_list: [{ next_step_id: 3, interval: 2 }] },
  { id: 3, position: 3, type_id: 1, link_list: [] },
];

const input = {
  mailToSend: 120, // emails still to send
  dailyThreshold: 50, // the owner's daily threshold, shared by his ongoing sequences
  ownerOngoingSequenceCount: 2, // this one and another
  isOngoing: true,
  sendableDays: '1,2,3,4,5', // Monday to Friday (0 is Sunday)
  steps,
  startDate: null,
  now: DateTime.fromISO('2025-01-06T10:00:00', { zone: 'Europe/Paris' }), // a Monday; time is always passed in
  timezone: 'Europe/Paris',
};

const end = estimateSequenceEndDate(input);
console.log(`Emails per day for this sequence: ${sequenceDailyMailShare(input)}`);
console.log(`Estimated end date: ${end === null ? 'none (no sendable day)' : end.toISODate()}`);
