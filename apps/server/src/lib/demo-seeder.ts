import type { FastifyInstance } from 'fastify';

/**
 * A module's part of the demo data, run once on a fresh demo database (seed/demo.ts lists them).
 * Here, below the modules, so that a module's seeder and the list never import each other.
 */
export type DemoSeedContext = { app: FastifyInstance; adminPassword: string };
export type DemoSeeder = { name: string; run(ctx: DemoSeedContext): Promise<void> };
