// `POST /api/f/v1/upload`: the one call that is not a form or JSON body, so it has its own helper.
// XMLHttpRequest rather than fetch: only it reports upload progress. Headers, refusals and the
// dead-session answer are handled as lib/api-client.ts handles them for every other call.
import type { UploadResult } from '@kirin/contract';
import { currentLang } from '../../../i18n/index.ts';
import {
  ApiRefusal,
  HttpError,
  SessionExpiredError,
  TimeoutError,
  VID_STORAGE_KEY,
  apiPath,
  buildHeaders,
} from '../../../lib/api-client.ts';
import { getDeviceId } from '../../../lib/device.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

export const UPLOAD_PATH = '/f/v1/upload';
/** A 5 MB photo over a slow mobile uplink takes a while; the server keeps the same limit. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadOptions = {
  /** From 0 to 1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

function readVid(): string | null {
  try {
    return localStorage.getItem(VID_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Envelope = { status: boolean; data?: unknown; code?: unknown; msg?: unknown };
const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'boolean';

function refusalOf(body: Envelope): ApiRefusal {
  const data = body.data;
  return new ApiRefusal(
    typeof body.code === 'string' ? body.code : 'UNKNOWN',
    typeof body.msg === 'string' ? body.msg : '',
    typeof data === 'object' ? (data as ApiRefusal['data']) : null,
  );
}

/** Sends one image as multipart field `file`; resolves with its upload id and signed URL. */
export function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const sentToken = useSessionStore.getState().token;
    const headers = buildHeaders(__SITE__, {
      lang: currentLang(),
      deviceNo: getDeviceId(),
      token: sentToken,
      vid: readVid(),
    });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPath(UPLOAD_PATH));
    // No content-type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);

    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      // 413 and 429 come as refusal envelopes too: their msg is already in the member's language.
      if (!isEnvelope(body)) return reject(new HttpError(xhr.status, body));
      if (body.status === true && xhr.status === 200) {
        options.onProgress?.(1);
        return resolve(body.data as UploadResult);
      }
      if (body.data === 'token') {
        const store = useSessionStore.getState();
        if (sentToken === null || store.token === sentToken) store.clearSession();
        return reject(new SessionExpiredError());
      }
      if (xhr.status === 200 || typeof body.code === 'string') return reject(refusalOf(body));
      return reject(new HttpError(xhr.status, body));
    };
    // fetch reports a lost network as a TypeError; describeError reads it that way too.
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new TimeoutError(xhr.timeout));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };

    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    if (options.signal?.aborted) {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    xhr.send(form);
  });
}
