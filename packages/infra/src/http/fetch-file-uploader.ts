import type { FileUploadPort, UploadableFile } from '@cible/core';
import { apiRequestErrorOf } from './api-request-error';
import type { FetchFunction } from './fetch-http-client';
import { NetworkRequestError } from './network-request-error';

/**
 * Core's {@link FileUploadPort} with `fetch`: one PUT of the file itself (the browser streams a `File`) to a signed
 * upload URL, with its type as Content-Type and no Authorization header. A refusal rejects with an
 * `ApiRequestError` (the API's `{ code }` body, or the status's generic code for an object store's XML answer); no
 * answer, with a {@link NetworkRequestError}.
 */
export class FetchFileUploader implements FileUploadPort {
  constructor(private readonly fetchFunction: FetchFunction = (url, init) => globalThis.fetch(url, init)) {}

  async upload(uploadUrl: string, file: UploadableFile): Promise<void> {
    // The browser passes its `File` (core's UploadableFile is its DOM-free shape): sent as it is, streamed.
    let response: Response;
    try {
      response = await this.fetchFunction(uploadUrl, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file as unknown as Blob });
    } catch (error) {
      throw new NetworkRequestError('NETWORK', `No answer from ${uploadUrl}`, { cause: error });
    }
    if (!response.ok) throw apiRequestErrorOf(response.status, await response.text().catch(() => ''));
  }
}
