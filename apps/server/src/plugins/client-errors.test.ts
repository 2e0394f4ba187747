import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// What Node's HTTP parser refuses never reaches a route: it must still answer in the envelope.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('requests Node refuses before routing (issue 20)', () => {
  it('a URL over 16 KB: 431 in the envelope, not Node’s bare status line', async () => {
    const res = await fetch(`${base}/api/findmed/v1/md?x=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      status: false,
      data: null,
      code: 'PAYLOAD_TOO_LARGE',
      msg: '提交的内容过大',
    });
  });

  it('a request line that is not HTTP: 400 in the envelope', async () => {
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('NOT HTTP AT ALL\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: false,
      code: 'BAD_REQUEST',
    });
  });
});
