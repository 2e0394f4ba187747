import { CURRENCIES } from '@kirin/contract';
import type { DemoSeeder } from '../../../lib/demo-seeder.ts';
import type { Scheme } from './agent-scheme.ts';

/**
 * The demo scheme of every site: 30% of the downline's net revenue from one active member, 35%
 * from five, 40% from twenty, three levels deep. An operator's own scheme is never replaced.
 */
export const DEMO_SCHEME: Scheme = {
  basis: 'net_revenue',
  tiers: [
    { minActive: 1, minAmount: '0', rate: '0.30' },
    { minActive: 5, minAmount: '0', rate: '0.35' },
    { minActive: 20, minAmount: '0', rate: '0.40' },
  ],
  depth: 3,
  enabled: true,
};

export const agentSeeder: DemoSeeder = {
  name: 'agent-scheme',
  async run({ app }) {
    const sites = await app.services.sites.all();
    for (const [code, site] of sites) {
      await app.services.agentSettlements.seedScheme(code, DEMO_SCHEME);
      // Share and earn: a reward of 18 (whole units) once an invitee's first deposit reaches 100.
      const unit = 10n ** BigInt(CURRENCIES[site.brand.currency].scale);
      await app.services.referrals.seedRule(site, {
        reward: 18n * unit,
        minDeposit: 100n * unit,
        turnoverMultiple: '1',
      });
    }
  },
};
