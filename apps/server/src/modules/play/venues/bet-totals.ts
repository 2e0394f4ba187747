// What other modules may read of venue bets (VIP levels, turnover rebates): the valid turnover of a
// member's settled bets, from the venues module's own queries.
export { settledTurnover, settledTurnoverByDay } from './bets.repository.ts';
