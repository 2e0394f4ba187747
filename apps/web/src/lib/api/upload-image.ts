import type { UploadResult } from '@kirin/contract';
import { apiData } from '../api-client.ts';

/** A 5 MB photo over a slow mobile uplink takes a while; the server keeps the same limit. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** One image to the member's uploads (`POST /api/f/v1/upload`, field `file`): a chat image, a receipt. */
export function uploadImage(file: Blob): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'image');
  return apiData<UploadResult>('/f/v1/upload', { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}
