import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLang, type Lang } from '@kirin/contract';

// `request.site` is the site module's (modules/site/site-of.ts): this plugin only fills it in, by
// the site service, so that what is generic here imports no module.
declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang | undefined;
  }
}

const VID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's language: its `lang` header, else its site's default, else zh-CN. */
export function langOf(request: FastifyRequest): Lang {
  if (request.lang) return request.lang;
  const header = request.headers['lang'];
  return resolveLang(
    typeof header === 'string' ? header : undefined,
    request.site?.brand.defaultLocale,
  );
}

/** What services record of a request: where it came from, and the language to answer in. */
export type RequestMeta = {
  ip?: string | undefined;
  requestId?: string | undefined;
  deviceNo?: string | undefined;
  /** `x-captcha-proof`: the proof of work solved for the device's picture code (issue 20). */
  captchaProof?: string | undefined;
  /** The browser's User-Agent, cut to 300 characters (a session's device, shown at log-in). */
  userAgent?: string | undefined;
  lang: Lang;
};

export function requestMeta(request: FastifyRequest): RequestMeta {
  const deviceNo = request.headers['device_no'];
  const proof = request.headers['x-captcha-proof'];
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    requestId: request.id,
    deviceNo: typeof deviceNo === 'string' ? deviceNo : undefined,
    captchaProof: typeof proof === 'string' && proof.length <= 2048 ? proof : undefined,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : undefined,
    lang: langOf(request),
  };
}

export default fp(
  async function requestContext(app: FastifyInstance) {
    app.decorateRequest('site', undefined);
    app.decorateRequest('lang', undefined);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      const header = request.headers['site_code'];
      request.site = await app.services.sites.resolve(
        typeof header === 'string' ? header : undefined,
      );
      request.lang = langOf(request);
      // A visitor id lets us tie anonymous visits together; the client stores and returns it.
      const vid = request.headers['vid'];
      if (typeof vid !== 'string' || !VID_PATTERN.test(vid)) {
        reply.header('vid', randomUUID().replaceAll('-', ''));
      }
    });
  },
  { name: 'request-context' },
);
