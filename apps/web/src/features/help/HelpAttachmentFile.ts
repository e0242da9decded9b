/**
 * The part of a browser `File` the help form needs: its name, MIME type, size in bytes and a way to read it
 * as text (app-shell §5: the attachment is read as text). A DOM `File` satisfies it; tests pass plain objects.
 */
export interface HelpAttachmentFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  text(): Promise<string>;
}
