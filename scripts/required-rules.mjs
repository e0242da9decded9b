// The rules the foundation issue (issue 2) requires of @cible/core, item by item. `npm test` fails when one of these
// exports carries no `@rule` tag (and so no entry in docs/rules.md) — a rule cannot silently drop out of the book.
export const REQUIRED_RULES = [
  {
    item: '1. reference catalogues',
    exports: [
      'LICENCES', 'testerLevelAllows', 'COMPANY_SIZES', 'CLIENT_TYPES', 'STRUCTURE_TYPES', 'BUSINESS_OPPORTUNITY_TYPES',
      'NEWS_TYPES', 'NEWS_TAGS', 'PROSPECT_STATUSES', 'CONTINENTS', 'FRENCH_REGIONS', 'FRENCH_DEPARTMENTS', 'JOB_CLASSES',
      'HIERARCHICAL_LEVELS', 'AVAILABLE_COMMUNICATION_TYPES', 'ADVERTISER_TAGS', 'ADVERTISER_MEDIA', 'SHAREHOLDING_TYPES',
      'STARTUP_TECHS', 'GROWTH_TYPES', 'INNOVATION_TAGS', 'LIST_TYPES', 'INQUIRY_STATUSES', 'INQUIRY_SUB_TYPES',
      'CONTACT_INTERACTION_TYPES', 'EMAIL_REPLY_CATEGORIES', 'TARGET_EXCLUSION_REASONS', 'EMAIL_PROCESSING_STATES',
      'ENGAGEMENT_TRACKING_STATUSES', 'SEQUENCE_STATUSES', 'SEQUENCE_SIMPLE_STATUSES', 'SEQUENCE_STEP_TYPES', 'TASK_TYPES',
      'TASK_TYPE_LABELS_FR', 'TASK_STATES', 'TASK_HISTORY_EVENTS', 'CAMPAIGN_STATUSES', 'CAMPAIGN_SEND_TIMINGS', 'CREDIT_KINDS',
      'QUERY_TYPES', 'HELP_REQUEST_TYPES', 'NOTIFICATION_TYPES', 'INDUSTRY_TYPES', 'INDUSTRY_CLASSES', 'JOB_TITLES',
      'JOB_FUNCTIONS', 'JOB_FAMILIES', 'JOB_TYPES', 'HOBBIES', 'AWARDS', 'SCHOOL_TYPES', 'COUNTRIES', 'COMPANY_SECTORS',
      'CONTACT_AREA_CATEGORIES', 'REGIONAL_LEADERS', 'STOCK_INDEXES',
    ],
  },
  {
    item: '2. permission matrix and navigation',
    exports: [
      'PERMISSION_MATRIX', 'abilityFor', 'can', 'hasManagerAccess', 'hasExportAccess', 'hasEmailRentalAccess', 'homeRedirectFor',
      'headerNavigationFor', 'userMenuFor', 'personalSpaceSidebarFor', 'templatesLabelFor', 'prospectingMenuLabelFor',
      'managerMenuAutoOpen', 'isEligibleSender', 'canEditSenderSignature', 'canManageSenderMailbox', 'canEditSenderRow',
    ],
  },
  { item: '3. routes and navigation guard', exports: ['ROUTES', 'matchRoute', 'guardNavigation', 'collapseRepeatedSlashes', 'extractJwtFromQuery'] },
  { item: '4. session rules', exports: ['isTokenExpired', 'sessionCookieLifetimeSeconds', 'planLogout', 'sessionPollDecision'] },
  {
    item: '5. formats',
    exports: [
      'formatDateFr', 'formatNumberFr', 'formatNotificationTime', 'relativeDate', 'speakerVerb', 'displayZipCode',
      'displayCompanyZipCode', 'isBlurredForUser',
    ],
  },
  {
    item: '6. validation',
    exports: [
      'PASSWORD_PATTERN', 'PHONE_PATTERN', 'prepareHelpRequest', 'validateTaskDescription', 'quickSearchText',
      'shouldSearchTargetsByName', 'isInquiryQuotaReached', 'countOpenInquiries', 'canCreateQuery', 'validateSendingWindow',
      'canAddStep', 'selectValue',
    ],
  },
  { item: '7. search criteria', exports: ['SearchCriteriaSchema', 'cleanCriteria', 'filterQueriesWithCriteria', 'criteriaTags', 'maxContactPerCompanyLabel'] },
  {
    item: '8. sequences',
    exports: [
      'nextStepOfTarget', 'estimateSequenceEndDate', 'statisticsPeriodGrouping', 'templatePercentage', 'sequencePercentage',
      'canTransitionSequence', 'canTransitionCampaign',
    ],
  },
  { item: '9. credits', exports: ['creditTopUpDelta', 'creditTopUpComment', 'planCreditTopUp'] },
  { item: '10. notifications', exports: ['notificationWording', 'engagementStatusWording', 'inquiryOutcome'] },
  { item: '11. ports', exports: ['ALL_ENDPOINTS', 'isValidAnalyticsEventName', 'SOCKET_PATH'] },
];
