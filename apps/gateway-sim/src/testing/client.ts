import { sign } from '../signature.ts';

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function answer<T>(response: Response): Promise<JsonAnswer<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** POSTs JSON signed as the Kirin server does; `signWith` lets a test use the wrong secret. */
export async function signedPost<T = Record<string, unknown>>(
  url: string,
  body: { secret: string } & Record<string, unknown>,
  signWith: string = body.secret,
): Promise<JsonAnswer<T>> {
  const raw = JSON.stringify(body);
  return answer<T>(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(raw, signWith) },
      body: raw,
    }),
  );
}

export async function postJson<T = Record<string, unknown>>(
  url: string,
  body?: unknown,
): Promise<JsonAnswer<T>> {
  return answer<T>(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? '' : JSON.stringify(body),
    }),
  );
}

export async function getJson<T = Record<string, unknown>>(url: string): Promise<JsonAnswer<T>> {
  return answer<T>(await fetch(url));
}
