/** The file to send (structurally a browser `Blob`/`File`; core stays DOM-free). */
export interface UploadableFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * The second step of a signed upload (docs/adr/023-file-storage.md): one PUT of the raw file to the `upload_url`
 * handed out by GET /v1/file-storage/amazon-s3/hash, with the file's type as Content-Type and no bearer token (the
 * URL is signed, whether it points to the API's built-in store or to S3). Rejects with an `HttpFailure` when refused.
 */
export interface FileUploadPort {
  upload(uploadUrl: string, file: UploadableFile): Promise<void>;
}
