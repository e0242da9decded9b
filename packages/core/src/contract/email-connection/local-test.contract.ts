import { z } from 'zod';

/**
 * The `provider` of a mailbox connected to the local test mailbox: the embedded default's SMTP catcher, on the machine
 * that runs the API (docs/adr/022-local-test-mailbox.md). Its mails never leave that machine.
 */
export const LOCAL_TEST_PROVIDER = 'local_test';

/** The local test mailbox cannot be used on this server: no SMTP catcher runs (SMTP_URL is set) or the development mailbox is off. */
export const LOCAL_TEST_UNAVAILABLE_CODE = 'MAILBOX.LOCAL_TEST_UNAVAILABLE';

/** Where the owner of a local test mailbox reads its mails: the development mailbox of the API (an HTML page for a browser). */
export const DEV_MAILBOX_PATH = '/v1/dev/mails';

/**
 * Whether this server offers the local test mailbox (designed): true only while its SMTP catcher runs and its
 * development mailbox is served, i.e. the embedded default started without SMTP_URL on a loopback HOST.
 */
export const LocalTestMailboxSchema = z.object({ available: z.boolean() });
export type LocalTestMailbox = z.infer<typeof LocalTestMailboxSchema>;
