// What other modules may read of the play area's bets (VIP levels, turnover rebates): the valid
// turnover of a member's settled bets, venues' and the book's together.
export { settledTurnover, settledTurnoverByDay } from './play-totals.repository.ts';
