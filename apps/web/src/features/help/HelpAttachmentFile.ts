/**
 * The part of a browser `File` the help form needs: its name, MIME type, size in bytes and a way to read it
 * as text (the spec reads the attachment as text: docs/rules/session-formatting-validation.md "Help attachments"). A
 * DOM `File` satisfies it; tests pass plain objects.
 */
export interface HelpAttachmentFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  text(): Promise<string>;
}
