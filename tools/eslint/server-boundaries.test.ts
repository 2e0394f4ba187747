import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error -- plain JS rule module without types
import { serverBoundaries } from './server-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2024, sourceType: 'module', parser: tseslint.parser },
});
const src = '/repo/apps/server/src';

tester.run('server-boundaries', serverBoundaries, {
  valid: [
    // Within a module, and downwards to the layers under the modules.
    {
      filename: `${src}/modules/finance/withdrawals/withdrawal.service.ts`,
      code: "import { x } from './withdrawal.repository.ts';",
    },
    {
      filename: `${src}/modules/finance/withdrawals/withdrawal.service.ts`,
      code: "import { Ledger } from '../../../ledger/ledger.service.ts';\nimport { a } from '../../../lib/errors.ts';\nimport { c } from '../../../config.ts';",
    },
    // An earlier module's interface.
    {
      filename: `${src}/modules/finance/withdrawals/withdrawal.service.ts`,
      code: "import { lockMemberRow } from '../../accounts/members/member-directory.ts';",
    },
    {
      filename: `${src}/ledger/ledger.service.ts`,
      code: "import { rows } from '../db/client.ts';",
    },
    // The composition reaches anything; tests too.
    {
      filename: `${src}/services.ts`,
      code: "import { x } from './modules/accounts/members/member.repository.ts';",
    },
    {
      filename: `${src}/modules/accounts/members/members.test.ts`,
      code: "import { app } from '../../../testing/test-app.ts';",
    },
    { filename: `${src}/lib/errors.ts`, code: "import { z } from 'zod';" },
    // A module's own tables, and the views others publish.
    {
      filename: `${src}/modules/finance/deposits/deposit.repository.ts`,
      code: "import { depositOrders } from '../../../db/schema.ts';\nconst q = sql`select 1 from deposit_orders d join member_accounts m on m.id = d.member_id`;",
    },
    {
      filename: `${src}/modules/engagement/agent/agent.repository.ts`,
      code: 'const q = sql`select sum(amount) from credited_deposits join settled_bets using (member_id)`;',
    },
  ],
  invalid: [
    // Another module's table, by drizzle import or in SQL text; the ledger's tables too.
    {
      filename: `${src}/modules/finance/deposits/deposit.repository.ts`,
      code: "import { depositOrders, members } from '../../../db/schema.ts';",
      errors: [{ messageId: 'foreignTable' }],
    },
    {
      filename: `${src}/modules/engagement/agent/agent.repository.ts`,
      code: 'const q = sql`select 1 from members m left join venue_bets b on b.member_id = m.id`;',
      errors: [{ messageId: 'foreignTable' }, { messageId: 'foreignTable' }],
    },
    {
      filename: `${src}/modules/finance/records/records.service.ts`,
      code: 'const q = `update ledger_transfers set amount = 0`;',
      errors: [{ messageId: 'foreignTable' }],
    },
    {
      filename: `${src}/modules/accounts/members/member.service.ts`,
      code: "import { rowAt } from '../../engagement/vip/vip-ladder.ts';",
      errors: [{ messageId: 'laterModule' }],
    },
    {
      filename: `${src}/modules/finance/withdrawals/withdrawal.service.ts`,
      code: "import type { MemberRow } from '../../accounts/members/member.repository.ts';",
      errors: [{ messageId: 'repository' }],
    },
    {
      filename: `${src}/modules/finance/deposits/deposit-kit.ts`,
      code: "import { testApp } from '../../../testing/test-app.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/plugins/request-context.ts`,
      code: "import type { Site } from '../modules/platform/site/site.service.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/lib/money.ts`,
      code: "import { x } from '../db/client.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/ledger/ledger.service.ts`,
      code: "export * from '../modules/finance/wallet/wallet.service.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/modules/play/bookmaker/bet.service.ts`,
      code: "import { x } from './bet.repository.ts';",
      errors: [{ messageId: 'unknownModule' }],
    },
    {
      filename: `${src}/modules/engagement/deposits/deposit.service.ts`,
      code: "import { x } from './deposit.repository.ts';",
      errors: [{ messageId: 'wrongArea' }],
    },
    {
      filename: `${src}/modules/platform/site/site.service.ts`,
      code: "const seed = import('../../../seed/demo.ts');",
      errors: [{ messageId: 'upward' }],
    },
  ],
});
