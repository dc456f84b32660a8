// Which files can be dog photos (product §3), and what to say when one cannot be sent.
// Files the server would refuse anyway are turned away here first, with a message that names
// the file and says why. The upload itself is src/api/uploads.ts.
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@scout/domain/contracts/uploads';
import { ApiError, serverMessage } from '@/lib/api-client';

export const ACCEPTED_PHOTO_TYPES = UPLOAD_TYPES.join(',');
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** Why this file cannot be a dog photo, or null when it can be sent. */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP image.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > UPLOAD_MAX_BYTES) {
    return `${file.name} is too large (${(file.size / (1024 * 1024)).toFixed(1)} MB). Photos can be up to ${MAX_MB} MB.`;
  }
  return null;
}

/** What to tell the lister when an upload failed: the server's reason when it gave one. */
export function uploadFailureMessage(fileName: string, error: unknown): string {
  if (!(error instanceof ApiError)) return `${fileName} could not be uploaded. Check your connection and try again.`;
  if (error.status === 413) return `${fileName} is too large. Photos can be up to ${MAX_MB} MB.`;
  return `${fileName} could not be uploaded: ${serverMessage(error) || 'please try again.'}`;
}
