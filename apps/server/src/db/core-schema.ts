import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  bigint,
  integer,
  primaryKey,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** One row per brand. Identity fields come from brands/<code>/brand.json on every start. */
export const sites = pgTable('sites', {
  code: text('code').primaryKey(),
  brand: jsonb('brand').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Site-wide maintenance as operators set it (API.md "Maintenance"): append-only, the newest row
 * for a site or for every site (`*`) says what holds. `on` false ends one early; a row is in force
 * from `starts_at` to `ends_at` (docs/decisions/maintenance.md).
 */
export const siteMaintenance = pgTable(
  'site_maintenance',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A site code, or `*` for every brand. */
    siteCode: text('site_code').notNull(),
    on: boolean('on').notNull(),
    message: text('message').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_maintenance_site_idx').on(t.siteCode, t.id),
    check('site_maintenance_window_check', sql`not ${t.on} or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Key material every node must share (the RSA pair the web app encrypts passwords with). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: createdAt(),
});

export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'trader'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** An account a process of ours signs in as (the demo feed's trader), never a person. */
    system: boolean('system').notNull().default(false),
    /** The TOTP secret (base32), sealed under DATA_KEY; set at enrolment, live once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is good once (RFC 6238, 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The sites the operator works for; null for a platform operator, who sees every site. */
    sites: text('sites').array(),
    createdAt: createdAt(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('admin', 'finance', 'support', 'trader')`),
    check('operators_sites_check', sql`${t.sites} is null or cardinality(${t.sites}) > 0`),
  ],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    /** 'enrol': the password was right but the second factor is not set up yet; 'full' otherwise. */
    stage: text('stage').$type<'enrol' | 'full'>().notNull().default('full'),
  },
  (t) => [
    index('operator_sessions_operator_idx').on(t.operatorId),
    check('operator_sessions_stage_check', sql`${t.stage} in ('enrol', 'full')`),
  ],
);

/** Every log-in attempt, members and operators alike: the input of lockout and of forensics. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    realm: text('realm').$type<'operator' | 'member' | 'withdraw-password'>().notNull(),
    siteCode: text('site_code').notNull().default(''),
    account: text('account').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.realm, t.siteCode, t.account, t.createdAt)],
);

/** Append-only (a trigger refuses UPDATE and DELETE): who did what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<'operator' | 'member' | 'system' | 'anonymous'>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    siteCode: text('site_code'),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
    // The console's searches: who acted (by id or account name) and one brand's rows.
    index('audit_log_actor_id_idx').on(t.actorId, t.at),
    index('audit_log_actor_name_idx').on(sql`lower(${t.actorName})`, t.at),
    index('audit_log_site_at_idx').on(t.siteCode, t.at),
  ],
);

/** Members of one site. Account names are unique per site regardless of case. */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code')
      .notNull()
      .references(() => sites.code),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name'),
    areaCode: text('area_code'),
    phone: text('phone'),
    email: text('email'),
    avatarUrl: text('avatar_url').notNull().default(''),
    vipLevel: integer('vip_level').notNull().default(0),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: bigint('inviter_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }).notNull(),
    withdrawPasswordHash: text('withdraw_password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /** The member's choice: operators' marketing messages reach the inbox (notices always do). */
    marketingMessages: boolean('marketing_messages').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_site_account_idx').on(t.siteCode, sql`lower(${t.account})`),
    index('members_inviter_idx').on(t.inviterId),
    // Operators' member search (GET /api/admin/v1/members): each way of finding a member leads
    // its own index, so a search of every site uses it as well as one of a site; `site_code`
    // second narrows it to a site inside the index. text_pattern_ops: an account's first letters
    // (LIKE 'abc%') whatever the database's collation.
    index('members_account_prefix_idx').on(sql`lower(${t.account}) text_pattern_ops`, t.siteCode),
    index('members_phone_idx').on(t.phone, t.siteCode),
    index('members_email_idx').on(sql`lower(${t.email})`, t.siteCode),
    index('members_real_name_idx').on(t.realName, t.siteCode),
    // A site's members newest first, and how many there are.
    index('members_site_id_idx').on(t.siteCode, t.id),
    // Sign-ups of a site by day (the operators' dashboard).
    index('members_site_created_idx').on(t.siteCode, t.createdAt),
  ],
);

export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    ip: text('ip'),
    deviceNo: text('device_no'),
    /** The browser's User-Agent at log-in (at most 300 characters): the member's "last login" device. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('member_sessions_member_idx').on(t.memberId),
    // Who is online (the operators' dashboard): sessions not ended and not yet expired. On
    // `expires_at`, which the minute-by-minute touch of `last_seen_at` leaves alone, so the touch
    // stays a heap-only update that writes no index.
    index('member_sessions_live_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** One live picture code per device: a new one replaces the old, a check consumes it. */
export const captchas = pgTable(
  'captchas',
  {
    siteCode: text('site_code').notNull(),
    deviceNo: text('device_no').notNull(),
    answerHash: text('answer_hash').notNull(),
    /** The proof-of-work challenge issued with the picture: the answer needs both (issue 20). */
    powChallenge: text('pow_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.deviceNo] })],
);

/** SMS and email codes: stored hashed, single use, limited guesses. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    purpose: text('purpose').notNull(),
    channel: text('channel').$type<'phone' | 'email'>().notNull(),
    target: text('target').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.siteCode, t.channel, t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** With SMS_OUTBOX=on, codes land here for operators (and tests) instead of being sent. */
export const codeOutbox = pgTable('code_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteCode: text('site_code').notNull(),
  channel: text('channel').notNull(),
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  code: text('code').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const WITHDRAW_ACCOUNT_KIND_VALUES = ['bank', 'virtual', 'alipay'] as const;

/**
 * Where a member's withdrawals may go. Removal sets `deleted_at`: withdrawals keep pointing at the
 * account they were paid to.
 */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<(typeof WITHDRAW_ACCOUNT_KIND_VALUES)[number]>().notNull(),
    /** Sealed under the data key (lib/data-cipher.ts); rows from before that, until sealed. */
    number: text('number').notNull(),
    /** The number's blind index: finds the same account again without storing it in clear. */
    numberHash: text('number_hash'),
    holder: text('holder').notNull().default(''),
    bankCode: text('bank_code'),
    branch: text('branch'),
    currency: text('currency'),
    network: text('network'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('withdraw_accounts_kind_check', sql`${t.kind} in ('bank', 'virtual', 'alipay')`),
    uniqueIndex('withdraw_accounts_live_hash_idx')
      .on(t.memberId, t.kind, t.numberHash)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Operators' notes on a member (the console's member page): append-only like the audit log (a
 * trigger refuses UPDATE, DELETE and TRUNCATE, migration 0029); a correction is another note.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('member_notes_text_check', sql`char_length(${t.text}) between 1 and 1000`),
    index('member_notes_member_idx').on(t.memberId, t.id),
  ],
);
