import type { UploadPurpose } from './file-storage.contract';

/** What an upload of one purpose may be: its MIME types and its largest size in bytes. */
export interface UploadPolicy {
  readonly types: readonly string[];
  readonly maxBytes: number;
}

/** The raster image types an image upload may have; never SVG (an SVG may carry scripts). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const MIB = 1024 * 1024;

/**
 * The accepted types and size of each upload purpose (docs/adr/023-file-storage.md): images of a template or a
 * signature, 2 MiB; attachments, a short list of document and image types that no browser runs, 10 MiB.
 */
export const UPLOAD_POLICY: Readonly<Record<UploadPurpose, UploadPolicy>> = {
  signature_image: { types: UPLOAD_IMAGE_TYPES, maxBytes: 2 * MIB },
  template_image: { types: UPLOAD_IMAGE_TYPES, maxBytes: 2 * MIB },
  attachment: { types: [...UPLOAD_IMAGE_TYPES, 'application/pdf'], maxBytes: 10 * MIB },
};

/** Whether a MIME type (compared without case) is accepted for a purpose. */
export function isAcceptedUploadType(purpose: UploadPurpose, type: string): boolean {
  return UPLOAD_POLICY[purpose].types.includes(type.toLowerCase());
}
