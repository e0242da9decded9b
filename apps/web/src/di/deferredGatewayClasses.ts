// The adapters bound through `deferredGateway` (modules/gatewaysModule.ts): imported only by a dynamic import, so they
// and the contracts they parse with land in a chunk of their own, fetched when one of them is first called.
export {
  FetchFileUploader,
  HttpAnalyticsUsageGateway,
  HttpBatEmailsGateway,
  HttpBusinessAlertsGateway,
  HttpCompanyPagesGateway,
  HttpConferencesGateway,
  HttpCreditsGateway,
  HttpDataGateway,
  HttpEmailConnectionGateway,
  HttpFileStorageGateway,
  HttpHelpRequestGateway,
  HttpInquiriesGateway,
  HttpLinkedinGateway,
  HttpNotificationGateway,
  HttpQueriesGateway,
  HttpQuickSearchGateway,
  HttpSignaturesGateway,
  HttpSupportChatGateway,
  HttpSupportInboxGateway,
  HttpTemplatesGateway,
} from '@cible/infra';
