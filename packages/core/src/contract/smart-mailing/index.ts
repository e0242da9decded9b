// The smart-mailing contract, by sub-feature: senders, sending domains, campaigns, their statistics and targets,
// the settings; SMART_MAILING_ENDPOINTS gathers their tables.
export * from './senders.contract';
export * from './sending-domains.contract';
export * from './campaigns.contract';
export * from './campaign-preview.contract';
export * from './campaign-statistics.contract';
export * from './campaign-timeline.contract';
export * from './campaign-targets.contract';
export * from './smart-mailing-settings.contract';
export * from './smart-mailing.contract';
