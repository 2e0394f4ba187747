import type { BooksCheck } from './ledger/books-check.ts';
import { adjustmentBooksCheck } from './modules/finance/adjustments/adjustment-books.repository.ts';
import { depositBooksCheck } from './modules/finance/deposits/deposit-books.repository.ts';
import {
  venueBetBooksCheck,
  venueMoveBooksCheck,
} from './modules/play/venues/venue-books.repository.ts';
import { sportsBetBooksCheck } from './modules/play/sportsbook/sportsbook-books.repository.ts';
import { withdrawalBooksCheck } from './modules/finance/withdrawals/withdrawal-books.repository.ts';

/**
 * Every money module's rule tying its rows to the ledger, which the reconciliation module runs
 * (each module owns its tables, so each states its own rule). A new module that moves money adds
 * its check here.
 */
export const BOOKS_CHECKS: readonly BooksCheck[] = [
  withdrawalBooksCheck,
  venueMoveBooksCheck,
  depositBooksCheck,
  adjustmentBooksCheck,
  venueBetBooksCheck,
  sportsBetBooksCheck,
];
