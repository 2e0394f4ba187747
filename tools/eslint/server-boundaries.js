import path from 'node:path';

/**
 * One-way imports in apps/server/src (apps/server/README.md). Layers, each importing only
 * downwards: lib → db, config → ledger → plugins → modules → the composition (app, services,
 * startup, seed, testing, proofs, scripts). Modules live in modules/<area>/<module> (AREAS) and
 * import only modules earlier in MODULE_ORDER,
 * so no two modules can import each other, however indirectly; and never another module's
 * repository: they call the interface it exposes. Tests (*.test.ts) may reach anything.
 */
export const MODULE_ORDER = [
  // platform: who is asking, on which site, what was done
  'audit',
  'auth',
  'crypto',
  'site',
  'captcha',
  'codes',
  'admin',
  // site-wide maintenance: set by operators, asked by every money write
  'maintenance',
  'health',
  'notices',
  // accounts
  'members',
  'withdraw-accounts',
  // responsible gambling: limits, time-outs, exclusion (deposits, venues, sportsbook ask it)
  'protection',
  // the central wallet (summary, turnover requirement), records, the books' checks
  'wallet',
  'records',
  'reconciliation',
  // uploads, feedback and service (a deposit's receipt is a member's upload)
  'feedback',
  'support',
  'messages',
  'content',
  // finance
  'adjustments',
  // virtual coins: the quotes deposits and withdrawals take
  'coins',
  'deposits',
  // play
  'games',
  'venues',
  'sportsbook',
  // engagement
  'vip',
  'redemptions',
  'agent',
  'promotions',
  // finance that reads VIP (limits by level)
  'withdrawals',
  // reports: read what every module publishes (its views, its queue counts)
  'reports',
];

/** The folder of each module: modules/<area>/<module>. The order above is across areas. */
export const AREAS = {
  platform: [
    'audit',
    'auth',
    'crypto',
    'site',
    'captcha',
    'codes',
    'admin',
    'maintenance',
    'health',
    'notices',
  ],
  accounts: ['members', 'withdraw-accounts', 'protection'],
  finance: [
    'wallet',
    'records',
    'reconciliation',
    'adjustments',
    'coins',
    'deposits',
    'withdrawals',
    'reports',
  ],
  play: ['games', 'venues', 'sportsbook'],
  engagement: [
    'feedback',
    'support',
    'messages',
    'content',
    'vip',
    'redemptions',
    'agent',
    'promotions',
  ],
};
const AREA_OF = new Map(
  Object.entries(AREAS).flatMap(([area, modules]) => modules.map((m) => [m, area])),
);

/**
 * Who owns each table: only its owner reads or writes it, in its repositories. Others read what
 * the owner publishes as a view (its sql/*-views.sql, listed in docs/decisions/module-views.md)
 * or call its interface. `ledger` is the ledger layer, below every module.
 */
export const TABLE_OWNERS = {
  ledger: ['ledger_accounts', 'ledger_transfers'],
  audit: ['audit_log'],
  auth: ['auth_attempts'],
  crypto: ['server_keys'],
  site: ['sites'],
  captcha: ['captchas'],
  codes: ['verification_codes', 'code_outbox'],
  admin: ['operators', 'operator_sessions'],
  members: ['members', 'member_sessions'],
  'withdraw-accounts': ['withdraw_accounts'],
  protection: ['member_limits', 'member_limit_changes', 'member_exclusions'],
  plugins: ['idempotency_keys'],
  wallet: ['turnover_entries'],
  reconciliation: ['books_check_cursor', 'books_check_runs'],
  feedback: ['uploads', 'feedback_threads', 'feedback_posts'],
  support: ['support_threads', 'support_messages', 'support_images'],
  messages: ['messages', 'message_receipts'],
  content: ['content_pages'],
  adjustments: ['adjustments'],
  coins: ['coin_settings', 'coin_quotes'],
  deposits: ['deposit_channels', 'deposit_orders'],
  games: ['venues', 'game_categories', 'games', 'catalogue_versions'],
  venues: [
    'venue_players',
    'venue_transfers',
    'venue_bets',
    'venue_discrepancies',
    'venue_bet_cursors',
    'member_game_settings',
    'member_presence',
  ],
  sportsbook: [
    'sports_events',
    'sports_markets',
    'sports_selections',
    'sports_bets',
    'sports_bet_legs',
    'sports_cashout_quotes',
    'sports_liabilities',
    'sports_member_limits',
  ],
  vip: ['vip_levels', 'vip_changes', 'member_birthdays'],
  redemptions: ['redemptions'],
  agent: ['agent_schemes', 'agent_settlements'],
  promotions: ['promotions', 'promotion_applications', 'popups'],
  withdrawals: ['withdrawals'],
};
const OWNER_OF = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner])),
);
const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const SQL_TABLE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)/gi;

/** What each layer below the modules may import. */
const BELOW = {
  lib: ['lib'],
  db: ['lib', 'db'],
  config: ['lib', 'config'],
  ledger: ['lib', 'db', 'config', 'ledger'],
  plugins: ['lib', 'db', 'config', 'plugins'],
};
const UNDER_MODULES = ['lib', 'db', 'config', 'ledger', 'plugins'];

function layerOf(file) {
  const match = /(?:^|\/)apps\/server\/src\/(.+)$/.exec(file.replaceAll('\\', '/'));
  if (!match) return undefined;
  const parts = match[1].split('/');
  if (parts[0] === 'modules')
    return { kind: 'module', area: parts[1], name: parts[2], file: parts.at(-1) };
  if (parts.length === 1) {
    const name = parts[0].replace(/\.tsx?$/, '');
    return { kind: name === 'config' ? 'config' : 'top', name };
  }
  return { kind: parts[0] in BELOW ? parts[0] : 'top', name: parts[0] };
}

export const serverBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the server layered and its modules walled (apps/server/README.md)' },
    messages: {
      upward:
        '{{from}} may not import {{to}}: layers import downwards only (apps/server/README.md).',
      laterModule:
        'Module "{{from}}" may not import module "{{to}}", which comes after it in MODULE_ORDER (tools/eslint/server-boundaries.js): move what both need lower, or pass it in.',
      unknownModule:
        'Module "{{name}}" is not in MODULE_ORDER (tools/eslint/server-boundaries.js): add it where its imports allow.',
      wrongArea:
        'Module "{{name}}" belongs in modules/{{area}}/ (AREAS in tools/eslint/server-boundaries.js).',
      repository:
        'Module "{{from}}" may not import the repository of module "{{to}}": call the interface that module exposes.',
      foreignTable:
        'Module "{{from}}" may not use the table "{{table}}" of {{owner}}: read a view it publishes (docs/decisions/module-views.md) or call its interface.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    if (/\.test\.tsx?$/.test(filename)) return {};
    const from = layerOf(filename);
    if (!from || from.kind === 'top') return {};
    if (from.kind === 'module' && !MODULE_ORDER.includes(from.name)) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'unknownModule', data: { name: from.name } }),
      };
    }
    if (from.kind === 'module' && AREA_OF.get(from.name) !== from.area) {
      const area = AREA_OF.get(from.name) ?? '<an area>';
      return {
        Program: (node) =>
          context.report({ node, messageId: 'wrongArea', data: { name: from.name, area } }),
      };
    }
    function foreignTable(node, table) {
      const owner = OWNER_OF.get(table);
      if (from.kind !== 'module' || owner === undefined || owner === from.name) return;
      const ownerName = owner === 'ledger' ? 'the ledger' : `module "${owner}"`;
      context.report({
        node,
        messageId: 'foreignTable',
        data: { from: from.name, table, owner: ownerName },
      });
    }
    function checkSchemaImport(node) {
      const source = node.source.value;
      if (typeof source !== 'string' || !/(^|\/)db\/[^/]*schema[^/]*(\.ts)?$/.test(source)) return;
      for (const spec of node.specifiers) {
        if (spec.type === 'ImportSpecifier') foreignTable(spec, snake(spec.imported.name));
      }
    }
    function checkSqlText(node) {
      for (const quasi of node.quasis) {
        for (const match of quasi.value.raw.matchAll(SQL_TABLE)) foreignTable(node, match[1]);
      }
    }
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(filename), source));
      if (!to) return;
      if (from.kind === 'module') {
        if (to.kind === 'module') {
          if (to.name === from.name) return;
          if (MODULE_ORDER.indexOf(to.name) > MODULE_ORDER.indexOf(from.name)) {
            context.report({
              node,
              messageId: 'laterModule',
              data: { from: from.name, to: to.name },
            });
          } else if (/\.repository(\.ts)?$/.test(source)) {
            context.report({
              node,
              messageId: 'repository',
              data: { from: from.name, to: to.name },
            });
          }
          return;
        }
        if (!UNDER_MODULES.includes(to.kind)) {
          context.report({
            node,
            messageId: 'upward',
            data: { from: `modules/${from.name}`, to: to.name },
          });
        }
        return;
      }
      if (!BELOW[from.kind].includes(to.kind)) {
        const name = to.kind === 'module' ? `modules/${to.name}` : to.name;
        context.report({ node, messageId: 'upward', data: { from: from.kind, to: name } });
      }
    }
    return {
      ImportDeclaration: (node) => {
        check(node, node.source.value);
        checkSchemaImport(node);
      },
      TemplateLiteral: (node) => checkSqlText(node),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
