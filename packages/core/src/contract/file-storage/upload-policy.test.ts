import { describe, expect, it } from 'vitest';
import { UPLOAD_POLICY, isAcceptedUploadType } from './upload-policy';

describe('UPLOAD_POLICY', () => {
  it('accepts raster images for images, a PDF too for attachments, never SVG or HTML', () => {
    expect(isAcceptedUploadType('signature_image', 'image/png')).toBe(true);
    expect(isAcceptedUploadType('template_image', 'IMAGE/WEBP')).toBe(true);
    expect(isAcceptedUploadType('signature_image', 'application/pdf')).toBe(false);
    expect(isAcceptedUploadType('attachment', 'application/pdf')).toBe(true);
    for (const purpose of ['signature_image', 'template_image', 'attachment'] as const) {
      expect(isAcceptedUploadType(purpose, 'image/svg+xml')).toBe(false);
      expect(isAcceptedUploadType(purpose, 'text/html')).toBe(false);
    }
  });

  it('allows 2 MiB images and 10 MiB attachments', () => {
    expect([UPLOAD_POLICY.signature_image.maxBytes, UPLOAD_POLICY.template_image.maxBytes, UPLOAD_POLICY.attachment.maxBytes]).toEqual([2 * 1024 * 1024, 2 * 1024 * 1024, 10 * 1024 * 1024]);
  });
});
