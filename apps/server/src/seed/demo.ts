import type { DemoSeedContext, DemoSeeder } from '../lib/demo-seeder.ts';
import { vipSeeder } from '../modules/engagement/vip/vip-seed.ts';
import { agentSeeder } from '../modules/engagement/agent/agent-seed.ts';
import { promotionSeeder } from '../modules/engagement/promotions/promotion-seed.ts';
import { coinSeeder } from '../modules/finance/coins/coin-seed.ts';
import { demoBetsSeeder } from '../modules/play/venues/demo-bets.ts';

/**
 * What a fresh demo database gets beyond the sites (which every start syncs from the brand
 * files). Later modules append their seeders here: members, games, content.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  {
    name: 'operators',
    async run({ app, adminPassword }) {
      for (const role of ['finance', 'support'] as const) {
        await app.services.operators.create(
          { kind: 'system', name: 'demo-seed' },
          { account: role, password: adminPassword, role },
          {},
        );
      }
    },
  },
  {
    name: 'members',
    async run({ app }) {
      const sites = await app.services.sites.all();
      await app.services.members.seedDemo([...sites.keys()]);
    },
  },
  {
    name: 'deposit-channels',
    async run({ app }) {
      const sites = await app.services.sites.all();
      for (const site of sites.values()) {
        await app.services.deposits.seedChannels(site.code, site.brand.currency);
      }
    },
  },
  coinSeeder,
  {
    name: 'catalogue',
    async run({ app }) {
      const sites = await app.services.sites.all();
      for (const site of sites.values()) await app.services.catalogue.seedDemo(site);
    },
  },
  {
    name: 'content',
    async run({ app }) {
      const sites = await app.services.sites.all();
      for (const site of sites.values()) await app.services.content.seedDemo(site);
    },
  },
  demoBetsSeeder,
  vipSeeder,
  agentSeeder,
  promotionSeeder,
];

export async function seedDemo(ctx: DemoSeedContext): Promise<void> {
  for (const seeder of DEMO_SEEDERS) {
    ctx.app.log.info({ seeder: seeder.name }, 'seeding demo data');
    await seeder.run(ctx);
  }
}
