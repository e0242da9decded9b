/**
 * The credit a campaign mail costs: the credits ledger's kind for e-mails the product sends, sequences and campaigns
 * alike (core's credit catalogue has no kind of its own for mailings; docs/adr/038-campaign-sender.md). One per target,
 * from the campaign's owner, taken by the send; the import's check shows the owner's balance.
 */
export const MAILING_CREDIT_KIND = 'sequence' as const;
