-- The local test mailbox (issue 16, docs/adr/022-local-test-mailbox.md). Written by hand.
-- A mailbox may be connected to the embedded default's SMTP catcher: provider 'local_test', the user's own address,
-- no servers (`settings` = '{}': the catcher's port changes at each start and is never stored) and no password
-- (`secret` empty, `key_id` ''). Only ADDS 'local_test' to the allowed providers: the constraint is dropped and
-- recreated with every provider known so far, whatever an earlier migration left in it.
ALTER TABLE "mailbox_credentials" DROP CONSTRAINT IF EXISTS "mailbox_credentials_provider_check";--> statement-breakpoint
ALTER TABLE "mailbox_credentials" ADD CONSTRAINT "mailbox_credentials_provider_check" CHECK ("mailbox_credentials"."provider" in ('smtp_imap', 'nylas', 'google', 'microsoft', 'local_test'));
