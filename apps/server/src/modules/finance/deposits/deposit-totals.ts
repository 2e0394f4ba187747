// What other modules may read of deposits (VIP levels, activities' conditions): totals of what
// was credited, from the deposits module's own query.
export { creditedDepositTotal } from './deposit.repository.ts';
