import { UPLOAD_POLICY, UploadHashResponseSchema } from '@cible/core';
import type { UploadHashResponse, UploadPurpose } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUploadSigner } from '../src/modules/file-storage/upload-signer';
import { freshIp } from './support/api-client';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const HASH = '/v1/file-storage/amazon-s3/hash';
const SALES = 'sales@atlas.demo';
const STRANGER = 'sales@boreal.demo';
const INTRANET = 'intranet@atlas.demo';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file that starts like a PNG, `size` bytes long. */
const png = (size = 64) => Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.alloc(Math.max(0, size - PNG_SIGNATURE.length), 7)]);

describeEachDatabase('file storage (built-in object store)', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startSeededServer(context.db);
    for (const email of [SALES, STRANGER, INTRANET]) tokens[email] = await server.api.login(email);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const ask = (email: string, file_type: string, purpose: UploadPurpose = 'signature_image', file_name = 'logo.png') =>
    server.api.call(`GET`, `${HASH}?${new URLSearchParams({ file_name, file_type, purpose })}`, { token: tokens[email]! });
  const signed = async (file_type = 'image/png', purpose: UploadPurpose = 'signature_image', email = SALES): Promise<UploadHashResponse> => {
    const answer = await ask(email, file_type, purpose);
    expect(answer.status, answer.text).toBe(200);
    return UploadHashResponseSchema.parse(answer.body);
  };
  /** The path and query of an absolute URL handed out by the server, sent to the test server. */
  const local = (url: string) => `${server.baseUrl}${new URL(url).pathname}${new URL(url).search}`;
  const put = (url: string, body: Buffer | string, contentType = 'image/png') =>
    fetch(local(url), { method: 'PUT', headers: { 'content-type': contentType, 'x-forwarded-for': freshIp() }, body });
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
  const rowOf = async (hash: string) =>
    (await context.db.query<{ uploaded_at: Date | null; size: number | null; purpose: string; organization_id: number }>(
      'SELECT uploaded_at, size, purpose, organization_id FROM stored_files WHERE hash = $1',
      [hash],
    ))[0];

  it('hands out a signed upload for each purpose: a pending row, an unguessable hash, absolute URLs', async () => {
    for (const purpose of ['signature_image', 'template_image', 'attachment'] as const) {
      const upload = await signed('image/png', purpose);
      expect(upload.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new URL(upload.upload_url).pathname).toBe(`/v1/file-storage/uploads/${upload.hash}`);
      expect(new URL(upload.upload_url).searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new URL(upload.file_url).pathname).toBe(`/v1/files/${upload.hash}`);
      expect(Date.parse(upload.expires_at) - Date.now()).toBeGreaterThan(10 * 60 * 1000);
      expect(await rowOf(upload.hash)).toMatchObject({ uploaded_at: null, size: null, purpose });
    }
    expect((await signed('application/pdf', 'attachment')).hash).not.toBe((await signed('application/pdf', 'attachment')).hash);
  });

  it('refuses SVG, HTML and a PDF image with 415 UPLOAD.INVALID_TYPE, a malformed type with 400, and a licence without templates with 403', async () => {
    for (const [type, purpose] of [
      ['image/svg+xml', 'signature_image'],
      ['text/html', 'template_image'],
      ['image/svg+xml', 'attachment'],
      ['application/pdf', 'signature_image'],
    ] as const) {
      const answer = await ask(SALES, type, purpose);
      expect(answer.status, `${type} ${purpose}`).toBe(415);
      expect((answer.body as { code: string }).code).toBe('UPLOAD.INVALID_TYPE');
    }
    expect((await ask(SALES, 'png')).status).toBe(400);
    expect((await ask(INTRANET, 'image/png')).status).toBe(403);
    expect((await server.api.call('GET', `${HASH}?file_name=a.png&file_type=image/png&purpose=signature_image`)).status).toBe(401);
  });

  it('stores one upload and serves the same bytes publicly with safe headers', async () => {
    const upload = await signed();
    const bytes = png(1000);
    const answer = await put(upload.upload_url, bytes);
    expect(answer.status, await answer.clone().text()).toBe(204);
    expect(await rowOf(upload.hash)).toMatchObject({ size: 1000 });

    const served = await fetch(local(upload.file_url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const again = await put(upload.upload_url, png(20));
    expect([again.status, await codeOf(again)]).toEqual([409, 'UPLOAD.ALREADY_UPLOADED']);
    expect(Buffer.from(await (await fetch(local(upload.file_url))).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a wrong, forged or expired signature with 403 and stores nothing', async () => {
    const upload = await signed();
    const url = new URL(upload.upload_url);
    const signature = url.searchParams.get('signature')!;
    const variants: [string, string][] = [
      [signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A'), url.searchParams.get('expires')!],
      [signature, String(Number(url.searchParams.get('expires')) + 3600)],
    ];
    for (const [forged, expires] of variants) {
      const answer = await put(`${url.origin}${url.pathname}?expires=${expires}&signature=${forged}`, png());
      expect([answer.status, await codeOf(answer)]).toEqual([403, 'UPLOAD.SIGNATURE_INVALID']);
    }
    const other = await signed();
    const swapped = await put(`${url.origin}/v1/file-storage/uploads/${other.hash}${url.search}`, png());
    expect([swapped.status, await codeOf(swapped)]).toEqual([403, 'UPLOAD.SIGNATURE_INVALID']);
    expect((await put(`${url.origin}${url.pathname}`, png())).status).toBe(400);
    expect(await rowOf(upload.hash)).toMatchObject({ uploaded_at: null });

    await context.db.query("UPDATE stored_files SET expires_at = now() - interval '1 second' WHERE hash = $1", [upload.hash]);
    const late = await signed();
    await context.db.query("UPDATE stored_files SET expires_at = now() - interval '1 second' WHERE hash = $1", [late.hash]);
    // The URL's own expiry still lies ahead: the row's expiry refuses it (stored nothing, 409).
    expect((await put(late.upload_url, png())).status).toBe(409);
    expect(await rowOf(late.hash)).toMatchObject({ uploaded_at: null });
  });

  it('refuses an upload URL whose own expiry has passed with 403 UPLOAD.EXPIRED', async () => {
    const upload = await signed();
    const past = Math.floor(Date.now() / 1000) - 60;
    const url = new URL(upload.upload_url);
    const answer = await put(`${url.origin}${url.pathname}?expires=${past}&signature=${createUploadSigner(server.config.jwtSecret).sign(upload.hash, past)}`, png());
    expect([answer.status, await codeOf(answer)]).toEqual([403, 'UPLOAD.EXPIRED']);
  });

  it('refuses another content type, a file that is not of its type, an oversized file and a type no purpose takes', async () => {
    const upload = await signed();
    const jpeg = await put(upload.upload_url, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg');
    expect([jpeg.status, await codeOf(jpeg)]).toEqual([415, 'UPLOAD.CONTENT_MISMATCH']);
    const text = await put(upload.upload_url, 'hello, I am not a PNG');
    expect([text.status, await codeOf(text)]).toEqual([415, 'UPLOAD.CONTENT_MISMATCH']);
    expect((await put(upload.upload_url, '<svg onload="alert(1)"/>', 'image/svg+xml')).status).toBe(415);
    expect((await put(upload.upload_url, '{}', 'application/json')).status).toBe(415);

    const tooLarge = await put(upload.upload_url, png(UPLOAD_POLICY.signature_image.maxBytes + 1));
    expect(tooLarge.status).toBe(413);
    const farTooLarge = await put(upload.upload_url, png(UPLOAD_POLICY.attachment.maxBytes + 1));
    expect(farTooLarge.status).toBe(413);
    expect(await rowOf(upload.hash)).toMatchObject({ uploaded_at: null });

    const fits = await put(upload.upload_url, png(UPLOAD_POLICY.signature_image.maxBytes));
    expect(fits.status).toBe(204);
  });

  it('answers 404 for an unknown, malformed or not yet uploaded file', async () => {
    const pending = await signed();
    for (const path of ['/v1/files/AAAAAAAAAAAAAAAAAAAAAA', '/v1/files/1', `/v1/files/${pending.hash}`]) {
      const answer = await fetch(`${server.baseUrl}${path}`);
      expect(answer.status, path).toBe(404);
    }
  });

  it('keeps the uploader’s organisation; a file URL is public by design (any organisation, no token, loads it)', async () => {
    const upload = await signed('image/png', 'signature_image', STRANGER);
    const [owner] = await context.db.query<{ organization_id: number }>("SELECT organization_id FROM users WHERE email = $1", [STRANGER]);
    expect((await rowOf(upload.hash))?.organization_id).toBe(owner!.organization_id);
    expect((await put(upload.upload_url, png())).status).toBe(204);
    const asSales = await fetch(local(upload.file_url), { headers: { authorization: `Bearer ${tokens[SALES]}` } });
    expect(asSales.status).toBe(200);
    expect((await fetch(local(upload.file_url))).status).toBe(200);
  });
});
