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
      filename: `${src}/modules/withdrawals/withdrawal.service.ts`,
      code: "import { x } from './withdrawal.repository.ts';",
    },
    {
      filename: `${src}/modules/withdrawals/withdrawal.service.ts`,
      code: "import { Ledger } from '../../ledger/ledger.service.ts';\nimport { a } from '../../lib/errors.ts';\nimport { c } from '../../config.ts';",
    },
    // An earlier module's interface.
    {
      filename: `${src}/modules/withdrawals/withdrawal.service.ts`,
      code: "import { lockMemberRow } from '../members/member-directory.ts';",
    },
    {
      filename: `${src}/ledger/ledger.service.ts`,
      code: "import { rows } from '../db/client.ts';",
    },
    // The composition reaches anything; tests too.
    {
      filename: `${src}/services.ts`,
      code: "import { x } from './modules/members/member.repository.ts';",
    },
    {
      filename: `${src}/modules/members/members.test.ts`,
      code: "import { app } from '../../testing/test-app.ts';",
    },
    { filename: `${src}/lib/errors.ts`, code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: `${src}/modules/members/member.service.ts`,
      code: "import { rowAt } from '../vip/vip-ladder.ts';",
      errors: [{ messageId: 'laterModule' }],
    },
    {
      filename: `${src}/modules/withdrawals/withdrawal.service.ts`,
      code: "import type { MemberRow } from '../members/member.repository.ts';",
      errors: [{ messageId: 'repository' }],
    },
    {
      filename: `${src}/modules/deposits/deposit-kit.ts`,
      code: "import { testApp } from '../../testing/test-app.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/plugins/request-context.ts`,
      code: "import type { Site } from '../modules/site/site.service.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/lib/money.ts`,
      code: "import { x } from '../db/client.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/ledger/ledger.service.ts`,
      code: "export * from '../modules/wallet/money.ts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/modules/sportsbook/bet.service.ts`,
      code: "import { x } from './bet.repository.ts';",
      errors: [{ messageId: 'unknownModule' }],
    },
    {
      filename: `${src}/modules/site/site.service.ts`,
      code: "const seed = import('../../seed/demo.ts');",
      errors: [{ messageId: 'upward' }],
    },
  ],
});
