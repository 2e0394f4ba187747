import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteOf } from '../site/site-of.ts';

export async function captchaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/findmed/v1/member/captcha',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['member'],
        summary:
          'A picture code (SVG) for the `device_no` header: single use, replaces the previous ' +
          'one. The `x-captcha-pow` header holds a proof-of-work challenge (ALTCHA, base64 ' +
          'JSON): the answer is accepted with that challenge solved, sent as `x-captcha-proof`',
        produces: ['image/svg+xml'],
        response: { 200: z.string().describe('image/svg+xml') },
      },
    },
    async (request, reply) => {
      const header = request.headers['device_no'];
      const issued = await app.services.captcha.issue({
        siteCode: siteOf(request).code,
        deviceNo: typeof header === 'string' ? header : '',
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-captcha-pow', issued.pow)
        .send(issued.svg);
    },
  );
}
