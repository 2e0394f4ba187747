import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for everything we serve. The CSP fits the member SPA: our own scripts plus the
 * brands' analytics origins, inline styles (antd-mobile sets style attributes), images from any
 * https origin (venue artwork), and https frames (games and customer service open in frames).
 */
export default fp(
  async function security(
    app: FastifyInstance,
    options: { analyticsOrigins: string[]; production: boolean },
  ) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.analyticsOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...options.analyticsOrigins],
          frameSrc: ["'self'", 'https:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Only behind TLS: a demo on plain http from another machine would otherwise break.
          upgradeInsecureRequests: options.production ? [] : null,
        },
      },
      // Game venues and payment pages are cross-origin frames; COEP would block them.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
  },
  { name: 'security' },
);
