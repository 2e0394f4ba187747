import { randomBytes } from 'node:crypto';
import {
  toWireAmount,
  USDT_NETWORKS,
  type CoinPartner,
  type CoinQuote,
  type CoinSettings,
  type CoinSide,
  type CoinWallet,
  type CurrencyCode,
  type UsdtNetwork,
  type WithdrawalCoin,
} from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import { amountField, currencyOf } from '../../../lib/money.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import type { WithdrawAccountService } from '../../accounts/withdraw-accounts/withdraw-account.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { buyTerms, minSellAmount, sellTerms, usdtMicro, usdtWire } from './coin-rules.ts';
import {
  deleteUnusedQuotes,
  findSettings,
  insertQuote,
  insertSettingsIfMissing,
  saveSettings,
  takeQuote,
  type CoinQuoteRow,
  type CoinSettingsRow,
} from './coin.repository.ts';
import { settingsInput, type SettingsInput } from './coin-settings-input.ts';

/** Site currency per 1 USDT of each network where the site takes USDT deposits. */
export type BuyRates = (siteCode: string) => Promise<Partial<Record<UsdtNetwork, string>>>;

/** One billion USDT, in micro-USDT. */
const USDT_QUOTE_MAX = 10n ** 15n;

type QuoteInput = { side?: string; network?: string; amount?: string | number };

/** What an order needs to take a quote: whose, which side, network and amount, and its number. */
export type QuoteClaim = {
  memberId: number;
  quoteId: string;
  side: CoinSide;
  network: string;
  amount: bigint;
  usedBy: string;
};

/**
 * Virtual coins (docs/decisions/coins.md): the member's wallet seen in USDT, quotes locked for a
 * stated time, and the operator's terms and partners. Money stays in the site currency: a quote
 * only fixes the rate of the deposit or withdrawal that takes it.
 */
export class CoinService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'wallet'>,
    private readonly deps: {
      wallet: WalletService;
      withdrawAccounts: WithdrawAccountService;
      audit: AuditService;
      /** The USDT deposit channels' rates (the deposits module, later in MODULE_ORDER). */
      buyRates: BuyRates;
    },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async wallet(site: Site, who: MemberIdentity): Promise<CoinWallet> {
    const currency = site.brand.currency;
    const [settings, buyRates, summary, addresses] = await Promise.all([
      findSettings(this.db, site.code),
      this.deps.buyRates(site.code),
      this.deps.wallet.summary(who.id, currency),
      this.deps.withdrawAccounts.usdtAddresses(who),
    ]);
    const sellRate = settings?.sellRate ?? null;
    const usdt = sellRate ? sellTerms(summary.central, 0n, currency, sellRate, 0n).usdt : 0n;
    return {
      currency,
      convertible: currency !== 'USDT',
      balance: { available: toWireAmount(summary.central, currency), usdt: usdtWire(usdt) },
      rates: { sell: sellRate },
      networks: USDT_NETWORKS.map((network) => ({
        network,
        fee: settings ? usdtWire(this.networkFee(settings, network)) : null,
        buyRate: buyRates[network] ?? null,
      })),
      quoteSeconds: this.config.wallet.coinQuoteSeconds,
      addresses: addresses.map((a) => ({
        id: a.id,
        network: a.network as UsdtNetwork,
        label: `${a.currency}-${a.network} ${a.address}`,
        address: a.fullAddress,
      })),
    };
  }

  async partners(site: Site): Promise<CoinPartner[]> {
    return (await findSettings(this.db, site.code))?.partners ?? [];
  }

  /** A rate for this side, network and amount, held for COIN_QUOTE_SECONDS. Moves no money. */
  async quote(site: Site, who: MemberIdentity, input: QuoteInput): Promise<CoinQuote> {
    const currency = site.brand.currency;
    const side = input.side as CoinSide;
    if (side !== 'buy' && side !== 'sell') {
      throw DomainError.validation({ side: input.side ? 'invalid_value' : 'required' });
    }
    const network = input.network as UsdtNetwork;
    if (!USDT_NETWORKS.includes(network)) {
      throw DomainError.validation({ network: input.network ? 'invalid_value' : 'required' });
    }
    const amount = amountField('amount', input.amount, currency);
    let terms: { rate: string; fee: bigint; networkFee: bigint; usdt: bigint; receive: bigint };
    if (side === 'sell') {
      const settings = await findSettings(this.db, site.code);
      if (!settings) throw new DomainError('COIN_UNAVAILABLE');
      const fee = this.withdrawFee(currency);
      const networkFee = this.networkFee(settings, network);
      const rate = settings.sellRate;
      const min = minSellAmount(fee, currency, rate, networkFee);
      if (amount < min) {
        throw new DomainError('AMOUNT_BELOW_MIN', { params: { min: toWireAmount(min, currency) } });
      }
      terms = { rate, fee, networkFee, ...sellTerms(amount, fee, currency, rate, networkFee) };
    } else {
      const rate = (await this.deps.buyRates(site.code))[network];
      if (!rate) throw new DomainError('COIN_UNAVAILABLE');
      terms = { rate, fee: 0n, networkFee: 0n, ...buyTerms(amount, currency, rate) };
    }
    // Far above any withdrawal or deposit limit, and within what a quote's columns hold.
    if (terms.usdt > USDT_QUOTE_MAX) {
      const max = (amount * USDT_QUOTE_MAX) / terms.usdt;
      throw new DomainError('AMOUNT_ABOVE_MAX', { params: { max: toWireAmount(max, currency) } });
    }
    const now = this.now();
    const row = await insertQuote(this.db, {
      id: randomBytes(12).toString('base64url'),
      siteCode: site.code,
      memberId: who.id,
      side,
      network,
      rate: terms.rate,
      currency,
      amount,
      fee: terms.fee,
      usdt: terms.usdt,
      networkFee: terms.networkFee,
      expiresAt: new Date(now.getTime() + this.config.wallet.coinQuoteSeconds * 1000),
    });
    return quoteView(row);
  }

  /**
   * An order takes the member's quote in its own transaction, once: refused when it is not
   * theirs, taken, of another side, network or amount (RATE_QUOTE_MISMATCH), or run out
   * (RATE_QUOTE_EXPIRED). A refusal rolls the order back, and the quote with it.
   */
  async take(tx: DbOrTx, claim: QuoteClaim): Promise<CoinQuoteRow> {
    const now = this.now();
    const row = await takeQuote(tx, {
      id: claim.quoteId,
      memberId: claim.memberId,
      usedBy: claim.usedBy,
      at: now,
    });
    if (
      !row ||
      row.side !== claim.side ||
      row.network !== claim.network ||
      row.amount !== claim.amount
    ) {
      throw new DomainError('RATE_QUOTE_MISMATCH');
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw new DomainError('RATE_QUOTE_EXPIRED');
    return row;
  }

  /** A withdrawal's coin terms, as its quote locked them. */
  static withdrawalCoin(row: CoinQuoteRow): WithdrawalCoin {
    return {
      network: row.network,
      rate: row.rate,
      usdt: usdtWire(row.usdt),
      networkFee: usdtWire(row.networkFee),
      receive: usdtWire(row.usdt - row.networkFee),
    };
  }

  async settings(site: Site): Promise<CoinSettings | null> {
    const row = await findSettings(this.db, site.code);
    return row && settingsView(row);
  }

  /** An operator sets the site's sell rate, network fees and partners (audited, before/after). */
  async setSettings(
    operator: OperatorIdentity,
    site: Site,
    input: SettingsInput,
    meta: { ip?: string | undefined; requestId?: string | undefined },
  ): Promise<CoinSettings> {
    const values = settingsInput(input);
    return this.db.transaction(async (tx) => {
      const beforeRow = await findSettings(tx, site.code);
      await saveSettings(tx, { siteCode: site.code, ...values, updatedBy: operator.id });
      const after = { ...values };
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: site.code,
          action: 'coins.settings.set',
          target: { kind: 'site', id: site.code },
          before: beforeRow && settingsView(beforeRow),
          after,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return after;
    });
  }

  /** Quotes nobody took, an hour after they ran out (the pruning job). */
  pruneUnused(): Promise<number> {
    return deleteUnusedQuotes(this.db, new Date(this.now().getTime() - 3_600_000));
  }

  /** Demo data: terms where the site has none (an operator's own are never replaced). */
  async seedSettings(site: Site, settings: CoinSettings): Promise<void> {
    await insertSettingsIfMissing(this.db, {
      siteCode: site.code,
      sellRate: settings.sellRate,
      networkFees: { ...settings.networkFees },
      partners: [...settings.partners],
    });
  }

  private networkFee(settings: CoinSettingsRow, network: UsdtNetwork): bigint {
    return usdtMicro(settings.networkFees[network] ?? '0') ?? 0n;
  }

  /** The site's withdrawal fee (the withdrawals module takes the same). */
  private withdrawFee(currency: CurrencyCode): bigint {
    return minorOf(this.config.wallet.withdrawFee, currency);
  }
}

function quoteView(row: CoinQuoteRow): CoinQuote {
  const currency = currencyOf(row.currency);
  return {
    id: row.id,
    side: row.side,
    network: row.network,
    rate: row.rate,
    amount: toWireAmount(row.amount, currency),
    fee: toWireAmount(row.fee, currency),
    usdt: usdtWire(row.usdt),
    networkFee: usdtWire(row.networkFee),
    receive: usdtWire(row.usdt - row.networkFee),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function settingsView(row: CoinSettingsRow): CoinSettings {
  return { sellRate: row.sellRate, networkFees: row.networkFees, partners: row.partners };
}
