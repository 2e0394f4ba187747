import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { installZodReasons, type Brand } from '@kirin/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { adminRoutes } from './modules/platform/admin/admin.routes.ts';
import { captchaRoutes } from './modules/platform/captcha/captcha.routes.ts';
import { outboxRoutes } from './modules/platform/codes/outbox.routes.ts';
import { healthRoutes } from './modules/platform/health/health.routes.ts';
import { memberRoutes } from './modules/accounts/members/member.routes.ts';
import { memberAdminRoutes } from './modules/accounts/members/member-admin.routes.ts';
import { walletAdminRoutes } from './modules/finance/wallet/wallet-admin.routes.ts';
import { reportsRoutes } from './modules/finance/reports/reports.routes.ts';
import { memberReportRoutes } from './modules/finance/reports/member-report.routes.ts';
import { protectionRoutes } from './modules/accounts/protection/protection.routes.ts';
import { protectionAdminRoutes } from './modules/accounts/protection/protection-admin.routes.ts';
import { withdrawAccountRoutes } from './modules/accounts/withdraw-accounts/withdraw-account.routes.ts';
import { withdrawalRoutes } from './modules/finance/withdrawals/withdrawal.routes.ts';
import { withdrawalAdminRoutes } from './modules/finance/withdrawals/withdrawal-admin.routes.ts';
import { depositRoutes } from './modules/finance/deposits/deposit.routes.ts';
import { coinAdminRoutes, coinRoutes } from './modules/finance/coins/coin.routes.ts';
import { depositAdminRoutes } from './modules/finance/deposits/deposit-admin.routes.ts';
import { depositCallbackRoutes } from './modules/finance/deposits/deposit-callback.routes.ts';
import { adjustmentRoutes } from './modules/finance/adjustments/adjustment.routes.ts';
import { walletRoutes } from './modules/finance/wallet/wallet.routes.ts';
import { recordsRoutes } from './modules/finance/records/records.routes.ts';
import { messageRoutes } from './modules/engagement/messages/message.routes.ts';
import { messageAdminRoutes } from './modules/engagement/messages/message-admin.routes.ts';
import { siteRoutes } from './modules/platform/site/site.routes.ts';
import { catalogueRoutes } from './modules/play/games/catalogue.routes.ts';
import { catalogueAdminRoutes } from './modules/play/games/catalogue-admin.routes.ts';
import { venueAdminRoutes } from './modules/play/venues/venue-admin.routes.ts';
import { venueRoutes } from './modules/play/venues/venues.routes.ts';
import { sportsbookRoutes } from './modules/play/sportsbook/sportsbook.routes.ts';
import { betRecordRoutes } from './modules/play/sportsbook/bet-records.routes.ts';
import { sportsbookAdminRoutes } from './modules/play/sportsbook/sportsbook-admin.routes.ts';
import { contentRoutes } from './modules/engagement/content/content.routes.ts';
import { contentAdminRoutes } from './modules/engagement/content/content-admin.routes.ts';
import { feedbackRoutes } from './modules/engagement/feedback/feedback.routes.ts';
import { feedbackAdminRoutes } from './modules/engagement/feedback/feedback-admin.routes.ts';
import { uploadRoutes } from './modules/engagement/feedback/upload.routes.ts';
import { supportRoutes } from './modules/engagement/support/support.routes.ts';
import { promotionRoutes } from './modules/engagement/promotions/promotion.routes.ts';
import { promotionAdminRoutes } from './modules/engagement/promotions/promotion-admin.routes.ts';
import { vipRoutes } from './modules/engagement/vip/vip.routes.ts';
import { vipAdminRoutes } from './modules/engagement/vip/vip-admin.routes.ts';
import { redemptionRoutes } from './modules/engagement/redemptions/redemption.routes.ts';
import { agentRoutes } from './modules/engagement/agent/agent.routes.ts';
import { agentAdminRoutes } from './modules/engagement/agent/agent-admin.routes.ts';
import errorHandler, { clientErrorHandler, refuse } from './plugins/error-handler.ts';
import memberAuth from './modules/accounts/members/member-auth.ts';
import operatorAuth from './modules/platform/admin/operator-auth.ts';
import {
  agentApplicationAdminRoutes,
  agentApplicationRoutes,
} from './modules/engagement/agent/agent-application.routes.ts';
import { referralAdminRoutes, referralRoutes } from './modules/engagement/agent/referral.routes.ts';
import {
  maintenanceAdminRoutes,
  maintenanceGuard,
} from './modules/platform/maintenance/maintenance.routes.ts';
import rateLimits from './plugins/rate-limit.ts';
import routeTable from './plugins/route-table.ts';
import requestContext from './plugins/request-context.ts';
import security from './plugins/security.ts';
import openapi from './plugins/swagger.ts';
import adminWeb from './plugins/admin-web.ts';
import web from './plugins/web.ts';
import { jobs } from './jobs.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  brands: readonly Brand[];
  logger?: FastifyServerOptions['logger'];
};

const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Builds the whole HTTP app without listening: tests use `app.inject()`, server.ts listens. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  installZodReasons();

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.t', 'req.headers.authorization', 'req.headers.cookie'],
    },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // Errors the router raises before any hook (a malformed URL) get the same envelope.
    frameworkErrors: (_error, request, reply) => refuse(request, reply, 400, 'BAD_REQUEST'),
    clientErrorHandler,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });

  app.decorate('config', config);
  app.decorate('services', createServices(database.db, config, app.log));

  await app.register(formbody);
  await app.register(routeTable);
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(security, {
    brands: options.brands,
    defaultSite: config.defaultSite,
    frameOrigins: config.venues.frameOrigins,
    production: config.env === 'production',
  });
  await app.register(rateLimits, {
    redis,
    globalPerMinute: config.rateLimit.globalPerMinute,
    namespace: config.rateLimit.namespace,
  });
  await app.register(openapi, { docs: config.apiDocs });
  await app.register(operatorAuth);
  await app.register(memberAuth);
  await app.register(maintenanceGuard);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(siteRoutes);
  await app.register(memberRoutes, {
    loginPer10Minutes: config.rateLimit.loginPer10Minutes,
    registerPer10Minutes: config.rateLimit.registerPer10Minutes,
  });
  await app.register(captchaRoutes);
  await app.register(withdrawAccountRoutes);
  await app.register(protectionRoutes);
  await app.register(memberReportRoutes);
  await app.register(walletRoutes);
  await app.register(recordsRoutes);
  await app.register(messageRoutes);
  await app.register(messageAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(adminRoutes, {
    prefix: '/api/admin/v1',
    loginPer10Minutes: config.rateLimit.loginPer10Minutes,
  });
  await app.register(outboxRoutes, { prefix: '/api/admin/v1' });
  await app.register(memberAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(protectionAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(maintenanceAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(walletAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(withdrawalRoutes);
  await app.register(withdrawalAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(adjustmentRoutes, { prefix: '/api/admin/v1' });
  await app.register(depositRoutes);
  await app.register(coinRoutes);
  await app.register(coinAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(depositCallbackRoutes);
  await app.register(depositAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(reportsRoutes, { prefix: '/api/admin/v1' });
  await app.register(catalogueRoutes, { redis, namespace: config.rateLimit.namespace });
  await app.register(catalogueAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(venueRoutes);
  await app.register(venueAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(betRecordRoutes);
  await app.register(sportsbookRoutes, { redis, namespace: config.rateLimit.namespace });
  await app.register(sportsbookAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(contentRoutes);
  await app.register(contentAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(uploadRoutes);
  await app.register(feedbackRoutes);
  await app.register(feedbackAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(supportRoutes, { redis, namespace: config.rateLimit.namespace });
  await app.register(promotionRoutes);
  await app.register(promotionAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(vipRoutes);
  await app.register(vipAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(redemptionRoutes);
  await app.register(agentRoutes);
  await app.register(agentAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(agentApplicationRoutes, { perHour: config.rateLimit.agentApplyPerHour });
  await app.register(agentApplicationAdminRoutes, { prefix: '/api/admin/v1' });
  await app.register(referralRoutes);
  await app.register(referralAdminRoutes, { prefix: '/api/admin/v1' });
  // Everything on a timer, in one place (jobs.ts).
  await app.register(jobs);
  await app.register(web, {
    distDir: config.webDistDir,
    defaultSite: config.defaultSite,
    brands: options.brands,
  });
  await app.register(adminWeb, { distDir: config.adminDistDir });

  return app;
}
