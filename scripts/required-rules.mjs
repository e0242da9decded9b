// The rules the foundation issue requires of @cible/core, by item. `npm test` fails when one of these exports
// carries no `@rule` tag (and so no entry in docs/rules.md).
export const REQUIRED_RULES = [
  { item: '1. catalogues', exports: ['LICENCES', 'NOTIFICATION_TYPES', 'INQUIRY_STATUSES', 'SEQUENCE_STATUSES', 'CAMPAIGN_STATUSES', 'QUERY_TYPES'] },
];
