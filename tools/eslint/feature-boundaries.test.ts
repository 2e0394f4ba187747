import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error -- plain JS rule module without types
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const web = '/repo/apps/web/src';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    {
      filename: `${web}/features/wallet/api/get-balance.ts`,
      code: "import { x } from './query-keys.ts';",
    },
    {
      filename: `${web}/features/wallet/components/balance.tsx`,
      code: "import { api } from '../../../lib/api-client.ts';",
    },
    {
      filename: `${web}/app/routes/home.tsx`,
      code: "import { Balance } from '../../features/wallet/components/balance.tsx';",
    },
    { filename: `${web}/lib/format.ts`, code: "import { z } from 'zod';" },
    {
      filename: '/repo/apps/server/src/app.ts',
      code: "import x from '../../web/src/features/a/b.ts';",
    },
  ],
  invalid: [
    {
      filename: `${web}/features/wallet/components/balance.tsx`,
      code: "import { Login } from '../../auth/components/login.tsx';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${web}/features/wallet/index.ts`,
      code: "export * from '../games/api.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${web}/features/wallet/lazy.ts`,
      code: "const m = import('../games/page.tsx');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${web}/components/header.tsx`,
      code: "import { Balance } from '../features/wallet/components/balance.tsx';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: `${web}/features/wallet/api.ts`,
      code: "import { router } from '../../app/router.tsx';",
      errors: [{ messageId: 'featureToApp' }],
    },
  ],
});
