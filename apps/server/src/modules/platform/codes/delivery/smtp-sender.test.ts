import { createServer, type AddressInfo, type Server } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeDeliveryError, type CodeMessage } from './code-sender.ts';
import { SmtpCodeSender } from './smtp-sender.ts';

type Received = { from: string; to: string[]; raw: string };

const message: CodeMessage = {
  siteCode: 'pgdz',
  channel: 'email',
  to: 'member@example.com',
  code: '654321',
  purpose: 'forget',
  lang: 'en',
  siteName: 'Kirin',
  ttlMinutes: 10,
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSmtp(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { port, received };
}

async function listenRaw(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function sender(port: number, timeoutMs?: number) {
  const s = new SmtpCodeSender({
    url: `smtp://127.0.0.1:${port}`,
    from: 'Kirin <no-reply@kirin.test>',
    timeoutMs,
  });
  cleanups.push(() => s.close());
  return s;
}

describe('SmtpCodeSender', () => {
  it('delivers the code to the recipient with the rendered subject', async () => {
    const { port, received } = await startSmtp();
    await sender(port).send(message);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@kirin.test');
    expect(mail?.to).toEqual(['member@example.com']);
    expect(mail?.raw).toMatch(/^To: member@example\.com\r?$/m);
    expect(mail?.raw).toMatch(/^Subject: \[Kirin\] Your password reset code\r?$/m);
    expect(mail?.raw).toContain('Your password reset code is 654321.');
  });

  it('wraps a refused recipient without quoting the code', async () => {
    const { port, received } = await startSmtp({
      onRcptTo(_address, _session, callback) {
        const error = Object.assign(new Error('mailbox 654321 unavailable'), { responseCode: 550 });
        callback(error);
      },
    });
    const sending = sender(port).send(message);
    await expect(sending).rejects.toBeInstanceOf(CodeDeliveryError);
    const error = (await sending.catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/SMTP delivery failed: .*550/);
    expect(error.message).not.toContain('654321');
    expect(received).toHaveLength(0);
  });

  it('wraps an unreachable server', async () => {
    const { server, port } = await listenRaw();
    await new Promise((resolve) => server.close(resolve));
    await expect(sender(port).send(message)).rejects.toThrow(CodeDeliveryError);
  });

  it('gives up on a server that never greets', async () => {
    const { server, port } = await listenRaw();
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    server.on('connection', (socket) => cleanups.unshift(() => void socket.destroy()));
    const started = Date.now();
    await expect(sender(port, 300).send(message)).rejects.toThrow(CodeDeliveryError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses phones and anything but a single address', async () => {
    const s = sender(1);
    await expect(s.send({ ...message, channel: 'phone', to: '+8613800138000' })).rejects.toThrow(
      CodeDeliveryError,
    );
    await expect(s.send({ ...message, to: 'a@example.com, b@example.com' })).rejects.toThrow(
      'not a single email address',
    );
    await expect(s.send({ ...message, to: 'Evil <b@example.com>' })).rejects.toThrow(
      CodeDeliveryError,
    );
  });
});
