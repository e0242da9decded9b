import { describe, expect, it } from 'vitest';
import { presignS3Url } from './presign-s3-url';

/** AWS's documented example ("Authenticating Requests: Using Query Parameters (AWS Signature Version 4)", S3 API reference). */
const AWS_EXAMPLE = {
  method: 'GET' as const,
  objectUrl: 'https://examplebucket.s3.amazonaws.com/test.txt',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
  expiresSeconds: 86400,
};

describe('presignS3Url', () => {
  it('gives the URL of AWS’s documented example, signature included', () => {
    expect(presignS3Url(AWS_EXAMPLE)).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs a PUT with its content type: another method, type, key or secret gives another signature', () => {
    const signature = (url: string) => new URL(url).searchParams.get('X-Amz-Signature');
    const put = { ...AWS_EXAMPLE, method: 'PUT' as const, headers: { 'Content-Type': 'image/png' } };
    const signed = presignS3Url(put);
    expect(new URL(signed).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    const others = [
      presignS3Url(AWS_EXAMPLE),
      presignS3Url({ ...put, headers: { 'Content-Type': 'image/jpeg' } }),
      presignS3Url({ ...put, objectUrl: 'https://examplebucket.s3.amazonaws.com/other.txt' }),
      presignS3Url({ ...put, secretAccessKey: 'another' }),
    ].map(signature);
    expect(new Set([signature(signed), ...others]).size).toBe(5);
  });
});
