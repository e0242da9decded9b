import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure, PORT_LIMITS, signatureHttpsUrl, UPLOAD_POLICY } from '@cible/core';
import type { FileStorageGateway, FileUploadPort } from '@cible/core';

/**
 * Why a logo is not the signature's: a type other than PNG, JPEG, GIF or WebP, over the size limit, any other failure,
 * or an upload whose address is not https (a server without a public https PUBLIC_URL: the generator's links are https
 * only, and a mail's recipients could not load it).
 */
export type LogoUploadIssue = 'type' | 'tooLarge' | 'failed' | 'notPublic';

const POLICY = UPLOAD_POLICY.signature_image;
const TYPE_CODES = new Set(['UPLOAD.INVALID_TYPE', 'UPLOAD.CONTENT_MISMATCH', 'VALIDATION.UNSUPPORTED_MEDIA_TYPE']);
const SIZE_CODES = new Set(['UPLOAD.TOO_LARGE', 'PAYLOAD_TOO_LARGE']);

function issueOf(error: unknown): LogoUploadIssue {
  if (!isHttpFailure(error) || error.kind !== 'api') return 'failed';
  if (TYPE_CODES.has(error.error.code)) return 'type';
  return SIZE_CODES.has(error.error.code) ? 'tooLarge' : 'failed';
}

/**
 * The logo file of the signature generator (docs/adr/023-file-storage.md): a chosen image is checked here (type, size:
 * core's UPLOAD_POLICY for a signature image), then uploaded in two steps (GET /v1/file-storage/amazon-s3/hash, one
 * PUT of the file to the signed URL); its public `file_url` then becomes the signature's logo address through
 * `onUploaded`. Removing the file clears that address; a file chosen while another uploads wins.
 */
export class SignatureLogoUploadViewModel {
  file: File | null = null;
  isUploading = false;
  issue: LogoUploadIssue | null = null;
  /** The public address of the uploaded file, `null` until it is uploaded. */
  uploadedUrl: string | null = null;
  private attempt = 0;

  readonly acceptedTypes: readonly string[] = POLICY.types;
  readonly maxBytes = POLICY.maxBytes;

  constructor(
    private readonly gateway: FileStorageGateway,
    private readonly uploader: FileUploadPort,
    private readonly onUploaded: (url: string | null) => void,
  ) {
    makeAutoObservable<this, 'gateway' | 'uploader' | 'onUploaded' | 'attempt'>(this, { gateway: false, uploader: false, onUploaded: false, attempt: false }, { autoBind: true });
  }

  /** Takes a chosen file (or `null`: removed) and uploads it; resolves to whether it is now the logo. */
  async choose(file: File | null): Promise<boolean> {
    const attempt = ++this.attempt;
    this.file = file;
    this.issue = null;
    this.isUploading = false;
    if (this.uploadedUrl !== null) {
      this.uploadedUrl = null;
      this.onUploaded(null);
    }
    if (file === null) return false;
    if (!POLICY.types.includes(file.type.toLowerCase())) return this.refuse('type');
    if (file.size > POLICY.maxBytes) return this.refuse('tooLarge');
    this.isUploading = true;
    try {
      const upload = await this.gateway.getUploadHash({ query: { file_name: file.name.slice(0, PORT_LIMITS.name) || 'logo', file_type: file.type, purpose: 'signature_image' } });
      await this.uploader.upload(upload.upload_url, file);
      if (attempt !== this.attempt) return false;
      if (signatureHttpsUrl(upload.file_url) === null) return runInAction(() => this.refuse('notPublic'));
      runInAction(() => {
        this.uploadedUrl = upload.file_url;
        this.isUploading = false;
      });
      this.onUploaded(upload.file_url);
      return true;
    } catch (error) {
      if (attempt === this.attempt) runInAction(() => this.refuse(issueOf(error)));
      return false;
    }
  }

  private refuse(issue: LogoUploadIssue): false {
    this.issue = issue;
    this.isUploading = false;
    return false;
  }
}
