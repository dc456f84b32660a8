// Dog photos (product §3): POST /api/uploads, multipart field `file`, answers {url}.
import { uploadResultSchema } from '@scout/domain/contracts/uploads';
import { apiJson } from '@/lib/api-client';

/** Sends the file; resolves to the stored photo's address. Fails with an ApiError like every call. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return uploadResultSchema.parse(await apiJson('POST', '/api/uploads', { body })).url;
}
