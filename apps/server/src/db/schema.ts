// Every table of the database, for drizzle-kit (drizzle.config.ts) and the client: the core
// (sites, operators, members and what they need to sign in) and one file per area. The files
// import the core, never this barrel, so no two import each other.
export * from './core-schema.ts';

// The wallet's tables live in a file of their own; drizzle-kit and the client see them through here.
export * from './wallet-schema.ts';

// Games, venues, venue transfers and bets.
export * from './games-schema.ts';

// Member-centre content: messages, uploads, feedback, editable pages.
export * from './content-schema.ts';

// VIP levels, redemptions, activities, pop-ups and agent commission.
export * from './rewards-schema.ts';

// The customer-service chat: threads, messages, operators' images.
export * from './support-schema.ts';

// The in-house sportsbook: events, markets, selections, bets and their legs.
export * from './sports-schema.ts';

// Responsible gambling: limits, their history, time-outs and self-exclusions.
export * from './protection-schema.ts';

// Virtual coins: a site's USDT terms and partners, and the quotes members take.
export * from './coins-schema.ts';
