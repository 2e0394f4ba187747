import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import {
  CENTRAL_WALLET,
  toWireAmount,
  type CurrencyCode,
  type TransferMove,
  type VenueWallet,
} from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { isProtectionRefusal, ResponsibleLink } from '../../../components/responsible-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import {
  isSettledOutcome,
  useIdempotentSubmission,
} from '../../../hooks/use-idempotent-submission.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { inputText, showMinor, wireMinor } from '../../../lib/money.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useCreateTransfer, type CreateTransferParams } from '../api/create-transfer.ts';
import { useAmountProblemText } from '../hooks/use-amount-problem-text.ts';
import {
  canTransferWith,
  checkTransferAmount,
  venueOf,
  type TransferPair,
  type TransferProblem,
} from '../lib/transfer-checks.ts';
import { useWalletName } from './transfer-labels.ts';

type Values = { amount?: string };

/**
 * A move between the central wallet and one venue: from, to (one side central), the amount
 * ("全部" fills what the source holds). Sent with an Idempotency-Key: a retry after an unknown
 * outcome replays the same key and body, so money never moves twice.
 */
export function TransferForm({
  pair,
  onPair,
  central,
  venues,
  currency,
}: {
  pair: TransferPair;
  onPair: (pair: TransferPair) => void;
  central: string;
  venues: readonly VenueWallet[];
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateTransfer();
  const { busy, run } = useSubmitting();
  const submission = useIdempotentSubmission<CreateTransferParams>();
  const problemText = useAmountProblemText(currency);
  const walletName = useWalletName(venues);
  const venue = venueOf(pair);
  const source =
    pair.from === CENTRAL_WALLET ? central : venues.find((v) => v.code === pair.from)?.balance;
  const sourceMinor = wireMinor(source, currency) ?? 0n;
  const open = venues.filter(canTransferWith);
  // A refusal at a limit or during a time-out stays on screen with the way to the settings (a
  // toast would vanish before the member has read when the limit resets), for the pair it was
  // sent for only: another pair, such as money back to the central wallet, may well be allowed.
  const pairKey = `${pair.from}>${pair.to}`;
  const [refusal, setRefusal] = useState<{ message: string; pairKey: string } | null>(null);

  const transferProblemText = (problem: TransferProblem): string =>
    problem.reason === 'above_balance'
      ? t('games.transfer.aboveBalance', {
          wallet: walletName(pair.from),
          balance: showMinor(problem.limit, currency),
        })
      : problemText(problem);

  // The limit is the source's balance: when it changes, say at once whether the amount still fits.
  useEffect(() => {
    if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => {});
  }, [form, pair.from, sourceMinor]);

  function onMoved(move: TransferMove) {
    form.resetFields();
    if (move.state === 'posted') void showToast(t('games.transfer.done'), 'success');
    else if (move.state === 'pending') void showToast(t('games.transfer.pending'));
    else void showToast(t('games.transfer.voided'), 'fail');
  }

  function submit(values: Values) {
    const checked = checkTransferAmount(values.amount, sourceMinor, currency);
    if (!checked.ok) return Promise.resolve();
    setRefusal(null);
    const sentFor = pairKey;
    const params = { from: pair.from, to: pair.to, amount: toWireAmount(checked.minor, currency) };
    return run(
      async () => {
        const { key, payload } = await submission.prepare(JSON.stringify(params), () => params);
        try {
          const move = await create.mutateAsync({ params: payload, key });
          submission.settle();
          onMoved(move);
        } catch (error) {
          if (isSettledOutcome(error)) submission.settle();
          throw error;
        }
      },
      (error) => {
        const message = reportFormError(t, form, error);
        if (isProtectionRefusal(error)) setRefusal({ message, pairKey: sentFor });
      },
    );
  }

  return (
    <>
      <Form
        form={form}
        name="transfer"
        layout="horizontal"
        className="transfer-form"
        onFinish={(values) => void submit(values)}
        footer={<SubmitButton loading={busy}>{t('games.transfer.submit')}</SubmitButton>}
      >
        <Form.Item label={t('games.transfer.from')}>
          <select
            className="native-select"
            aria-label={t('games.transfer.from')}
            value={pair.from}
            onChange={(event) => {
              const from = event.target.value;
              onPair(from === CENTRAL_WALLET ? { from, to: venue } : { from, to: CENTRAL_WALLET });
            }}
          >
            <option value={CENTRAL_WALLET}>{walletName(CENTRAL_WALLET)}</option>
            {open.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item
          label={t('games.transfer.to')}
          extra={
            <button
              type="button"
              className="field-action"
              aria-label={t('games.transfer.swap')}
              onClick={() => onPair({ from: pair.to, to: pair.from })}
            >
              ⇅
            </button>
          }
        >
          <select
            className="native-select"
            aria-label={t('games.transfer.to')}
            value={pair.to}
            disabled={pair.from !== CENTRAL_WALLET}
            onChange={(event) => onPair({ from: CENTRAL_WALLET, to: event.target.value })}
          >
            {pair.from === CENTRAL_WALLET ? (
              open.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))
            ) : (
              <option value={CENTRAL_WALLET}>{walletName(CENTRAL_WALLET)}</option>
            )}
          </select>
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('games.transfer.amount')}
          description={t('games.transfer.available', { balance: showMinor(sourceMinor, currency) })}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const result = checkTransferAmount(value, sourceMinor, currency);
                return result.ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(transferProblemText(result.problem)));
              },
            },
          ]}
          extra={
            <button
              type="button"
              className="field-action"
              disabled={sourceMinor <= 0n}
              onClick={() => {
                form.setFieldValue('amount', inputText(sourceMinor, currency));
                void form.validateFields(['amount']).catch(() => {});
              }}
            >
              {t('games.transfer.all')}
            </button>
          }
        >
          <Input
            inputMode="decimal"
            placeholder={t('games.transfer.amountPlaceholder')}
            autoComplete="off"
            maxLength={20}
            clearable
          />
        </Form.Item>
      </Form>
      {refusal?.pairKey === pairKey && (
        <div className="transfer-refusal" role="alert">
          <p>{refusal.message}</p>
          <ResponsibleLink className="button-secondary" />
        </div>
      )}
    </>
  );
}
