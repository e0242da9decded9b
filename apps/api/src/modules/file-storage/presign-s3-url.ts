import { createHash, createHmac } from 'node:crypto';

/** What a presigned S3 URL needs (AWS Signature Version 4, query-string authentication). */
export interface S3PresignInput {
  readonly method: 'GET' | 'PUT' | 'DELETE';
  /** The object's URL (path style `https://host/bucket/key` or virtual-hosted `https://bucket.host/key`). */
  readonly objectUrl: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly now: Date;
  readonly expiresSeconds: number;
  /** Headers the client must send exactly (e.g. `content-type`), signed with `host`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value).digest();

/**
 * A presigned S3 URL (AWS SigV4, "Authenticating Requests: Using Query Parameters"): the object's URL with the
 * X-Amz-* parameters; the payload is UNSIGNED-PAYLOAD. Checked against AWS's documented example (presign-s3-url.test.ts).
 */
export function presignS3Url(input: S3PresignInput): string {
  const url = new URL(input.objectUrl);
  const amzDate = input.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(';');
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${input.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  const canonicalQuery = query
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const canonicalPath = url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    headerNames.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${url.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
