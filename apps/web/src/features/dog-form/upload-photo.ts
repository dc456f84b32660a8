// One dog photo to the server (decisions §8: POST /api/uploads, multipart field `file`,
// answers {url}). Files the server would refuse anyway are turned away here first, with a
// message that names the file and says why.
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadResultSchema } from '@scout/domain/contracts/uploads';
import { describeApiError } from '@/lib/api-client';

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

/** Sends the file; resolves to the stored photo's address. Errors read "<status>: <body>" like every call. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  // Not apiRequest: that one sends JSON, and the browser must set the multipart boundary.
  const res = await fetch('/api/uploads', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return uploadResultSchema.parse(await res.json()).url;
}

/** What to tell the lister when an upload failed: the server's reason when it gave one. */
export function uploadFailureMessage(fileName: string, error: unknown): string {
  const { status, message } = describeApiError(error);
  if (status === null) return `${fileName} could not be uploaded. Check your connection and try again.`;
  if (status === 413) return `${fileName} is too large. Photos can be up to ${MAX_MB} MB.`;
  return `${fileName} could not be uploaded: ${message || 'please try again.'}`;
}
