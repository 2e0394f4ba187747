import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import {
  toWireAmount,
  type CurrencyCode,
  type WithdrawInfo,
  type Withdrawal,
  type WithdrawTarget,
} from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { WithdrawPasswordField } from '../../../components/withdraw-password-field.tsx';
import {
  isSettledOutcome,
  useIdempotentSubmission,
} from '../../../hooks/use-idempotent-submission.ts';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { withdrawConfigKey } from '../../../lib/api/get-withdraw-config.ts';
import { inputText, showMinor, wireMinor } from '../../../lib/money.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useCreateWithdrawal, type CreateWithdrawalParams } from '../api/create-withdrawal.ts';
import { useAmountProblemText } from '../hooks/use-amount-problem-text.ts';
import type { SeededQuote } from '../hooks/use-coin-quote.ts';
import { useWithdrawQuote } from '../hooks/use-withdraw-quote.ts';
import { checkWithdrawAmount, withdrawAll } from '../lib/amount-checks.ts';
import { WithdrawQuoteLine } from './coin-quote.tsx';

type Values = { amount?: string; wpassword?: string };

/** Refusals of a USDT withdrawal's quote: a new quote is asked for and the member confirms again. */
const QUOTE_REFUSALS = new Set(['RATE_QUOTE_EXPIRED', 'RATE_QUOTE_MISMATCH']);

function useTargetKindLabel() {
  const { t } = useTranslation();
  return (kind: WithdrawTarget['kind']): string => {
    switch (kind) {
      case 'bank':
        return t('finance.withdraw.target.bank');
      case 'virtual':
        return t('finance.withdraw.target.virtual');
      case 'alipay':
        return t('finance.withdraw.target.alipay');
    }
  };
}

function AccountPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: readonly WithdrawTarget[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const kindLabel = useTargetKindLabel();
  const name = useId();
  return (
    <div
      className="channel-list target-list"
      role="radiogroup"
      aria-label={t('finance.withdraw.account')}
    >
      {accounts.map((account) => (
        <label
          key={account.id}
          className={`channel-option${account.id === value ? ' is-checked' : ''}`}
        >
          <input
            type="radio"
            name={name}
            value={account.id}
            checked={account.id === value}
            onChange={() => onChange(account.id)}
          />
          <span className={`target-badge target-${account.kind}`}>{kindLabel(account.kind)}</span>
          <span className="channel-text">
            <span className="channel-name">{account.label}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * The request itself: account, amount ("全部" fills the most allowed now), what the member
 * receives after the fee, and the withdrawal password where the site has them. Submitting is
 * blocked, with the reason shown, while the turnover is not met or today's count is used up.
 * To a USDT address, what arrives is a `sell` quote's: asked for as the amount is typed, renewed
 * when it runs out, and sent as `quoteId`. `initial` comes from the URL (`?account=&amount=`) and
 * the exchange's quote for them.
 */
export function WithdrawForm({
  info,
  currency,
  passwordOn,
  onDone,
  initial = {},
}: {
  info: WithdrawInfo;
  currency: CurrencyCode;
  passwordOn: boolean;
  onDone: (withdrawal: Withdrawal) => void;
  initial?: { accountId?: number; amount?: string; quote?: SeededQuote | null };
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch('amount', form);
  // Before the form's first render the watch has nothing; the URL's amount is the field's then.
  const amountText = watched ?? initial.amount;
  const [picked, setPicked] = useState<number | undefined>(initial.accountId);
  const [refused, setRefused] = useState(false);
  const cipher = usePasswordCipher();
  const create = useCreateWithdrawal();
  const { busy, run } = useSubmitting();
  const submission = useIdempotentSubmission<CreateWithdrawalParams>();
  const problemText = useAmountProblemText(currency);

  const accountId = info.accounts.some((a) => a.id === picked) ? picked : info.accounts[0]?.id;
  const remaining = wireMinor(info.turnoverRemaining, currency) ?? 0n;
  const blocked =
    remaining > 0n
      ? t('finance.withdraw.blockedTurnover', { remaining: showMinor(remaining, currency) })
      : info.countToday >= info.countPerDay
        ? t('finance.withdraw.blockedCount', { max: info.countPerDay })
        : accountId === undefined
          ? t('finance.withdraw.blockedAccount')
          : null;
  const check = checkWithdrawAmount(amountText, info, currency);
  const fee = wireMinor(info.fee, currency) ?? 0n;
  const coin = useWithdrawQuote({
    info,
    accountId,
    amountMinor: check.ok ? check.minor : null,
    currency,
    seed: initial.quote,
  });

  function submit(values: Values) {
    const checked = checkWithdrawAmount(values.amount, info, currency);
    if (blocked || accountId === undefined || !checked.ok) return Promise.resolve();
    const amount = toWireAmount(checked.minor, currency);
    setRefused(false);
    const quote = coin.virtual ? coin.state.quote : undefined;
    if (coin.virtual && quote?.amount !== amount) {
      void showToast(t('coins.quote.wait'));
      return Promise.resolve();
    }
    const params = { amount, accountId, ...(quote ? { quoteId: quote.id } : {}) };
    // The password is part of what was asked: another password is another request.
    const fingerprint = JSON.stringify({ ...params, wpassword: values.wpassword ?? '' });
    return run(
      async () => {
        const { key, payload } = await submission.prepare(fingerprint, async () => ({
          ...params,
          ...(passwordOn ? { wpassword: await cipher(values.wpassword ?? '') } : {}),
        }));
        try {
          const withdrawal = await create.mutateAsync({ params: payload, key });
          submission.settle();
          onDone(withdrawal);
        } catch (error) {
          if (isSettledOutcome(error)) submission.settle();
          throw error;
        }
      },
      (error) => {
        reportFormError(t, form, error);
        // The rate ran out or moved on the way: a new quote, and the member confirms it.
        if (error instanceof ApiRefusal && QUOTE_REFUSALS.has(error.code)) {
          setRefused(true);
          void coin.state.renew();
        }
        // Removed meanwhile: the password gate takes over once the config says so.
        if (error instanceof ApiRefusal && error.code === 'WITHDRAW_PASSWORD_NOT_SET') {
          void client.invalidateQueries({ queryKey: withdrawConfigKey });
        }
      },
    );
  }

  return (
    <>
      <section className="wallet-section" aria-labelledby="withdraw-account-title">
        <h2 id="withdraw-account-title" className="wallet-section-title">
          {t('finance.withdraw.account')}
        </h2>
        {info.accounts.length === 0 ? (
          <div className="wallet-empty">
            <p className="muted">{t('finance.withdraw.accountsEmpty')}</p>
            <Link className="cards-add" to="/cards">
              <span aria-hidden="true">+</span> {t('finance.withdraw.addAccount')}
            </Link>
          </div>
        ) : (
          <AccountPicker accounts={info.accounts} value={accountId} onChange={setPicked} />
        )}
      </section>
      <Form
        form={form}
        name="withdraw"
        layout="horizontal"
        initialValues={initial.amount ? { amount: initial.amount } : undefined}
        onFinish={(values) => void submit(values)}
        footer={
          <>
            {blocked && (
              <p className="form-blocked" role="note">
                {blocked}
              </p>
            )}
            <SubmitButton loading={busy} disabled={blocked !== null}>
              {t('finance.withdraw.submit')}
            </SubmitButton>
          </>
        }
      >
        <Form.Item
          name="amount"
          label={t('finance.withdraw.amount')}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const result = checkWithdrawAmount(value, info, currency);
                return result.ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(problemText(result.problem)));
              },
            },
          ]}
          extra={
            <button
              type="button"
              className="field-action"
              onClick={() => {
                form.setFieldValue('amount', inputText(withdrawAll(info, currency), currency));
                void form.validateFields(['amount']).catch(() => {});
              }}
            >
              {t('finance.withdraw.all')}
            </button>
          }
        >
          <Input
            inputMode="decimal"
            placeholder={t('finance.withdraw.amountPlaceholder')}
            autoComplete="off"
            maxLength={20}
            clearable
          />
        </Form.Item>
        {coin.virtual ? (
          <Form.Item label={t('finance.withdraw.receive')}>
            <WithdrawQuoteLine
              state={coin.state}
              currency={currency}
              renewedText={refused ? t('coins.quote.confirmAgain') : undefined}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('finance.withdraw.receive')}>
            <output className="receive-amount" aria-live="polite">
              {check.ok && check.minor > fee ? showMinor(check.minor - fee, currency) : '—'}
            </output>
          </Form.Item>
        )}
        {passwordOn && <WithdrawPasswordField />}
      </Form>
    </>
  );
}
