import { isHttpFailure } from '@cible/core';
import { describe, expect, it } from 'vitest';
import { FakeFetch, json, noContent } from '../testing/fake-fetch';
import { ApiRequestError } from './api-request-error';
import { FetchFileUploader } from './fetch-file-uploader';
import { NetworkRequestError } from './network-request-error';

const URL = 'https://api.cible.test/v1/file-storage/uploads/abc?expires=1&signature=s';
const logo = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('FetchFileUploader', () => {
  it('PUTs the file itself to the signed URL, typed, without a bearer token', async () => {
    const fake = new FakeFetch().answer(noContent());
    let sent: RequestInit | undefined;
    const uploader = new FetchFileUploader((url, init) => {
      sent = init;
      return fake.fetch(url, init);
    });
    const file = logo();
    await uploader.upload(URL, file);
    expect(fake.calls.map((call) => [call.method, call.url, call.headers])).toEqual([['PUT', URL, { 'Content-Type': 'image/png' }]]);
    expect(sent?.body).toBe(file);
  });

  it('rejects a refusal with the API’s code, or the status’s generic code, and no answer with a network failure', async () => {
    const fake = new FakeFetch().answer(
      json(413, { code: 'UPLOAD.TOO_LARGE', message: 'too large' }),
      new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    const uploader = new FetchFileUploader(fake.fetch);
    const first = await uploader.upload(URL, logo()).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiRequestError);
    expect([(first as ApiRequestError).status, (first as ApiRequestError).code]).toEqual([413, 'UPLOAD.TOO_LARGE']);
    const second = await uploader.upload(URL, logo()).catch((error: unknown) => error);
    expect([(second as ApiRequestError).status, (second as ApiRequestError).code]).toEqual([403, 'AUTH.FORBIDDEN']);
    const third = await uploader.upload(URL, logo()).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(NetworkRequestError);
    expect(isHttpFailure(third)).toBe(true);
  });
});
