import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { OperatorService } from './modules/platform/admin/operator.service.ts';
import { AuditService } from './modules/platform/audit/audit.service.ts';
import { LoginGuard } from './modules/platform/auth/login-guard.ts';
import { PasswordCipher } from './modules/platform/crypto/password-cipher.ts';
import { CaptchaService } from './modules/platform/captcha/captcha.service.ts';
import { CodeService } from './modules/platform/codes/code.service.ts';
import type { CodeSender } from './modules/platform/codes/delivery/code-sender.ts';
import { HttpSmsCodeSender } from './modules/platform/codes/delivery/http-sms-sender.ts';
import {
  OutboxCodeSender,
  type DemoCodeLog,
} from './modules/platform/codes/delivery/outbox-sender.ts';
import { RoutingCodeSender } from './modules/platform/codes/delivery/routing-sender.ts';
import { SmtpCodeSender } from './modules/platform/codes/delivery/smtp-sender.ts';
import { MemberSessions } from './modules/accounts/members/member-sessions.ts';
import { MemberService } from './modules/accounts/members/member.service.ts';
import { ProtectionService } from './modules/accounts/protection/protection.service.ts';
import { ReferralService } from './modules/engagement/agent/referral.service.ts';
import { AgentApplicationService } from './modules/engagement/agent/agent-application.service.ts';
import { MaintenanceService } from './modules/platform/maintenance/maintenance.service.ts';
import { MemberAdminService } from './modules/accounts/members/member-admin.service.ts';
import { ProfileService } from './modules/accounts/members/profile.service.ts';
import { WithdrawPasswordService } from './modules/accounts/members/withdraw-password.service.ts';
import { SiteService } from './modules/platform/site/site.service.ts';
import { WithdrawAccountService } from './modules/accounts/withdraw-accounts/withdraw-account.service.ts';
import { Ledger } from './ledger/ledger.service.ts';
import { Idempotency } from './plugins/idempotency.ts';
import { TurnoverService } from './modules/finance/wallet/turnover.service.ts';
import { WalletService } from './modules/finance/wallet/wallet.service.ts';
import { WalletAdminService } from './modules/finance/wallet/wallet-admin.service.ts';
import { WithdrawalService } from './modules/finance/withdrawals/withdrawal.service.ts';
import { CoinService } from './modules/finance/coins/coin.service.ts';
import { DepositService } from './modules/finance/deposits/deposit.service.ts';
import { AdjustmentService } from './modules/finance/adjustments/adjustment.service.ts';
import { RecordsService } from './modules/finance/records/records.service.ts';
import { ReportsService } from './modules/finance/reports/reports.service.ts';
import { MemberReportService } from './modules/finance/reports/member-report.service.ts';
import { ReconciliationService } from './modules/finance/reconciliation/reconciliation.service.ts';
import { BOOKS_CHECKS } from './books-checks.ts';
import { BetService } from './modules/play/sportsbook/bet.service.ts';
import { BetRecordsService } from './modules/play/sportsbook/bet-records.service.ts';
import { BookService } from './modules/play/sportsbook/book.service.ts';
import { CashoutService } from './modules/play/sportsbook/cashout.service.ts';
import { RiskService } from './modules/play/sportsbook/risk.service.ts';
import { SportsHub } from './modules/play/sportsbook/sports-stream.ts';
import { SettlementService } from './modules/play/sportsbook/settlement.service.ts';
import { MessageService } from './modules/engagement/messages/message.service.ts';
import { shownAmount, type Notify } from './modules/platform/notices/notices.ts';
import { currencyOf } from './lib/money.ts';
import { CODE_CHANNELS, type CodeChannel, type Lang } from '@kirin/contract';
import { CatalogueService } from './modules/play/games/catalogue.service.ts';
import { createVenueServices } from './modules/play/venues/venue-services.ts';
import { ContentService } from './modules/engagement/content/content.service.ts';
import { FeedbackService } from './modules/engagement/feedback/feedback.service.ts';
import { UploadService } from './modules/engagement/feedback/upload.service.ts';
import { createSupportServices } from './modules/engagement/support/support-services.ts';
import { PromotionService } from './modules/engagement/promotions/promotion.service.ts';
import { PromotionAdminService } from './modules/engagement/promotions/promotion-admin.service.ts';
import { PopupService } from './modules/engagement/promotions/popup.service.ts';
import { RewardCredit } from './modules/engagement/redemptions/redemption-credit.ts';
import { RedemptionService } from './modules/engagement/redemptions/redemption.service.ts';
import { VipEvaluator } from './modules/engagement/vip/vip-evaluation.ts';
import { VipService } from './modules/engagement/vip/vip.service.ts';
import { AgentService } from './modules/engagement/agent/agent.service.ts';
import { AgentSettlementService } from './modules/engagement/agent/agent-settlement.service.ts';
import { dataCipherOf } from './modules/platform/crypto/data-key.ts';

export type Services = ReturnType<typeof createServices>;

type ErrorLog = {
  error(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
};

/**
 * Wires the modules' services together; routes reach them through `app.services`. `log` is the
 * app's logger, where demo mode prints the codes it does not send.
 */
export function createServices(db: Db, config: Config, log: DemoCodeLog & ErrorLog) {
  const audit = new AuditService(db);
  const cipher = new PasswordCipher(db);
  const loginGuard = new LoginGuard(db, config.loginLock);
  const dataCipher = dataCipherOf(config);
  const captcha = new CaptchaService(db, config, dataCipher);
  const codes = new CodeService(db, codeSender(db, config, log), audit, config.codeLimitPerIp);
  const memberSessions = new MemberSessions(db, config);
  const withdrawPasswords = new WithdrawPasswordService(db, {
    cipher,
    guard: loginGuard,
    codes,
    audit,
  });
  const members: MemberService = new MemberService(db, {
    cipher,
    captcha,
    codes,
    guard: loginGuard,
    audit,
    sessions: memberSessions,
    notify: (notice, tx) => notify(notice, tx),
    demoExtras: (tx, member) => withdrawAccounts.addDemoCard(tx, member),
    // A self-exclusion covers sign-ups with the same phone or email on every brand.
    signUpGate: (contact) => protection.assertMaySignUp(contact),
    // A session-time limit ends the session when today's time is used, and refuses a new one.
    loginGate: (memberId) => protection.loginAllowance(memberId),
  });
  // Responsible gambling: deposits, venues and the sportsbook ask it before money moves.
  const protection: ProtectionService = new ProtectionService(db, {
    audit,
    members,
    sessions: memberSessions,
    // What the limits have used, counted by the modules that own the money (later in the order).
    usage: {
      deposited: (memberId, from, tx) => services.deposits.orderedSince(memberId, from, tx),
      played: (memberId, limits, tx) => sportsBets.playUsed(memberId, limits, tx),
    },
  });
  const ledger = new Ledger(db);
  const idempotency = new Idempotency(db);
  const turnover = new TurnoverService(db);
  const maintenance = new MaintenanceService(db, { audit });
  const sites = new SiteService(db, config, cipher, (code) => maintenance.view(code));
  const catalogue = new CatalogueService(db, config, { audit, sites, dataCipher });
  const sportsHub = new SportsHub();
  const publish = sportsHub.publish;
  const sportsBets = new BetService(db, {
    ledger,
    protection,
    betDelayMs: config.sports.betDelayMs,
    publish,
  });
  const venues = createVenueServices(db, config, {
    ledger,
    idempotency,
    turnover,
    directory: catalogue,
    audit,
    log,
    protection,
    maintenance,
  });
  const wallet = new WalletService(
    db,
    ledger,
    (siteCode, lang) => catalogue.venueNames(siteCode, lang as Lang),
    (who) => venues.venueWallets.refresh(who),
  );
  const uploads = new UploadService(db, config);
  const messages = new MessageService(db, { audit, sites });
  // Events of a member's money and standing reach their inbox (a notice, in their language).
  const notify: Notify = (notice, tx) => messages.notify(notice, tx);
  const rewards = new RewardCredit({ ledger, turnover, notify });
  // Share and earn: an invitee's qualifying deposit pays the inviter (engagement/agent).
  const referrals = new ReferralService(db, { rewards, audit });
  const vip = new VipService(db, {
    evaluator: new VipEvaluator(db, { rewards, notify }),
    audit,
    sites,
  });
  const withdrawAccounts = new WithdrawAccountService(db, config, {
    withdrawPassword: withdrawPasswords,
    audit,
    cipher: dataCipher,
  });
  // Virtual coins: quotes the deposits and withdrawals take; the buy rates are the USDT deposit
  // channels' (deposits come later in MODULE_ORDER, so they are asked through this closure).
  const coins: CoinService = new CoinService(db, config, {
    wallet,
    withdrawAccounts,
    audit,
    buyRates: (siteCode) => services.deposits.usdtRates(siteCode),
  });
  // Two batches at once where the database has connections for them (settlement.service.ts).
  const lanes = config.databaseUrl ? 2 : 1;
  const settlement = new SettlementService(db, { ledger, turnover, log, lanes });
  const services = {
    // Seals personal data and secrets at rest (lib/data-cipher.ts).
    dataCipher,
    ledger,
    idempotency,
    settlement,
    sportsHub,
    book: new BookService(db, { audit, settlement, publish }),
    risk: new RiskService(db, { audit, sites }),
    sportsBets,
    betRecords: new BetRecordsService(db, { directory: catalogue }),
    cashouts: new CashoutService(db, {
      ledger,
      idempotency,
      turnover,
      margin: config.sports.cashoutMargin,
      quoteMs: config.sports.quoteMs,
    }),
    turnover,
    wallet,
    walletAdmin: new WalletAdminService(db, { wallet, turnover, sites }),
    records: new RecordsService(db),
    reconciliation: new ReconciliationService(db, BOOKS_CHECKS),
    messages,
    audit,
    cipher,
    loginGuard,
    captcha,
    codes,
    memberSessions,
    sites,
    maintenance,
    operators: new OperatorService(db, config, loginGuard, audit, dataCipher),
    members,
    protection,
    memberAdmin: new MemberAdminService(db, { audit, sessions: memberSessions }),
    profiles: new ProfileService(db, { codes, audit }),
    withdrawPasswords,
    withdrawAccounts,
    coins,
    withdrawals: new WithdrawalService(db, config, {
      coins,
      ledger,
      idempotency,
      turnover,
      wallet,
      withdrawAccounts,
      withdrawPassword: withdrawPasswords,
      audit,
      notify,
    }),
    adjustments: new AdjustmentService(db, config, { ledger, turnover, audit, sites, idempotency }),
    deposits: new DepositService(db, config, {
      protection,
      coins,
      uploads,
      audit,
      idempotency,
      cipher: dataCipher,
      // The member hears of it, and a credited deposit may lift their VIP level at once.
      afterCredit: async (order) => {
        const amount = shownAmount(order.amount, currencyOf(order.currency));
        const params = { orderNo: order.orderNo, amount };
        await notify({ ...order, kind: 'deposit_credited', params }).catch(() => undefined);
        await vip.afterDeposit(order);
        await referrals.afterDeposit(order);
      },
    }),
    catalogue,
    content: new ContentService(db, config, { audit, sites }),
    uploads,
    feedback: new FeedbackService(db, { uploads, audit }),
    support: createSupportServices(db, config, { uploads, audit }),
    rewards,
    vip,
    redemptions: new RedemptionService(db, { rewards, audit, idempotency }),
    agent: new AgentService(db),
    agentApplications: new AgentApplicationService(db, { audit }),
    referrals,
    agentSettlements: new AgentSettlementService(db, { rewards, audit, sites }),
    promotions: new PromotionService(db, { rewards, idempotency }),
    promotionAdmin: new PromotionAdminService(db, { audit, sites, rewards }),
    popups: new PopupService(db, { audit, sites }),
    ...venues,
  };
  const { deposits, withdrawals, adjustments, feedback } = services;
  return {
    ...services,
    // The dashboard: the owners' views, and the queues they count.
    reports: new ReportsService(db, { deposits, withdrawals, adjustments, feedback }),
    // A member's statement and session summary: the same views, read for one member.
    memberReports: new MemberReportService(db, {
      sessions: services.memberSessions,
      protection: services.protection,
    }),
  };
}

/** Each channel goes where `config.codeDelivery` says (see config.ts). */
function codeSender(db: Db, config: Config, log: DemoCodeLog): CodeSender {
  const { smtp, sms } = config;
  const senderFor = (channel: CodeChannel): CodeSender | undefined => {
    switch (config.codeDelivery[channel]) {
      case 'provider':
        return channel === 'email'
          ? new SmtpCodeSender({ url: smtp.url ?? '', from: smtp.from })
          : new HttpSmsCodeSender({
              url: sms.url ?? '',
              ...(sms.token ? { token: sms.token } : {}),
            });
      case 'outbox':
        return new OutboxCodeSender(db);
      case 'demo':
        return new OutboxCodeSender(db, { log });
      case 'none':
        // Start-up refuses this (assertCodeDelivery); a send would fail with CODE_SEND_FAILED.
        return undefined;
    }
  };
  const senders: Partial<Record<CodeChannel, CodeSender>> = {};
  for (const channel of CODE_CHANNELS) {
    const sender = senderFor(channel);
    if (sender) senders[channel] = sender;
  }
  return new RoutingCodeSender(senders);
}
