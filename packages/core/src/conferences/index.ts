// Conferences: the list's start-date window ("from today") and the calendar file of a conference.
export * from './conference-window';
export * from './conference-calendar';
export * from './conference-day';
