import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { DomainError } from '../lib/errors.ts';

/**
 * Per-IP request limits. Counters live in Redis when one is configured, so every node shares
 * them; otherwise in process memory (one node). Routes tighten the global limit with
 * `config.rateLimit`.
 */
export default fp(
  async function rateLimits(
    app: FastifyInstance,
    options: { redis: Redis | undefined; globalPerMinute: number; namespace: string },
  ) {
    await app.register(rateLimit, {
      global: true,
      max: options.globalPerMinute,
      timeWindow: '1 minute',
      nameSpace: options.namespace,
      ...(options.redis ? { redis: options.redis } : {}),
      // A Redis outage must not take log-in down with it.
      skipOnError: true,
      // Only the API is counted: many mobile members share one carrier-NAT address, and the
      // twenty static files of a page load must not use up their API budget.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new DomainError('RATE_LIMITED', {
          httpStatus: context.statusCode,
          params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
        }),
    });
  },
  { name: 'rate-limit' },
);
