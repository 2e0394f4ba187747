import './wallet.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import {
  minorFromMajor,
  toChineseMoney,
  toWireAmount,
  type CurrencyCode,
  type DepositChannel,
} from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import {
  isSettledOutcome,
  useIdempotentSubmission,
} from '../../../hooks/use-idempotent-submission.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import {
  currencyOf,
  inputText,
  showExact,
  showMinor,
  usdtFor,
  wireMinor,
} from '../../../lib/money.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { createDeposit, type CreateDepositParams } from '../api/create-deposit.ts';
import { useDepositChannels } from '../api/get-deposit-channels.ts';
import { useAmountProblemText } from '../hooks/use-amount-problem-text.ts';
import { checkDepositAmount } from '../lib/amount-checks.ts';
import { ChannelPicker } from './channel-picker.tsx';

type Values = { amount?: string; depositorName?: string };

/** Round figures members pick most; only those inside the channel's limits are offered. */
const QUICK_AMOUNTS = [100n, 200n, 500n, 1_000n, 5_000n, 10_000n, 50_000n];

function quickAmounts(channel: DepositChannel, currency: CurrencyCode): bigint[] {
  const min = wireMinor(channel.min, currency) ?? 0n;
  const max = wireMinor(channel.max, currency);
  return QUICK_AMOUNTS.map((major) => minorFromMajor(major, currency))
    .filter((minor) => minor >= min && (max === null || minor <= max))
    .slice(0, 6);
}

/** `/finance/deposit`: channel, amount, then the order's payment instructions. */
export function DepositForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const channels = useDepositChannels();
  const site = useSiteConfig();
  const [form] = Form.useForm<Values>();
  const amountText = Form.useWatch('amount', form);
  const [chosen, setChosen] = useState<number | null>(null);
  const { busy, run } = useSubmitting();
  const submission = useIdempotentSubmission<CreateDepositParams>();
  const currency = currencyOf(site.data?.currency.code);
  const problemText = useAmountProblemText(currency);
  // Until the member picks one, the first channel that takes orders now.
  const list = channels.data ?? [];
  const channel =
    list.find((item) => item.id === chosen && item.open) ?? list.find((item) => item.open);
  const channelId = channel?.id;

  useEffect(() => {
    // The limits changed with the channel: say at once whether the amount still fits.
    if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => {});
  }, [channelId, form]);

  if (channels.isPending || site.isPending) return <SkeletonLines lines={6} />;
  if (channels.isError || site.isError) {
    return <LoadError onRetry={() => Promise.all([channels.refetch(), site.refetch()])} />;
  }
  if (channels.data.length === 0) {
    return <StateBlock kind="empty" title={t('finance.deposit.noChannels')} />;
  }

  const check = channel ? checkDepositAmount(amountText, channel, currency) : undefined;
  // Cheque capitals are read in Chinese only; an English page gains nothing from them.
  const capital =
    check?.ok && i18n.language.startsWith('zh')
      ? toChineseMoney(toWireAmount(check.minor, currency))
      : '';
  const usdt =
    channel?.kind === 'usdt' && channel.rate && check?.ok
      ? usdtFor(check.minor, currency, channel.rate)
      : null;

  function submit(values: Values) {
    const checked = channel ? checkDepositAmount(values.amount, channel, currency) : undefined;
    if (!channel || !checked?.ok) return Promise.resolve();
    const params: CreateDepositParams = {
      channelId: channel.id,
      amount: toWireAmount(checked.minor, currency),
      // A bank transfer is matched by the payer's name as well as the reference.
      ...(channel.kind === 'bank' ? { depositorName: (values.depositorName ?? '').trim() } : {}),
    };
    return run(
      async () => {
        const { key, payload } = await submission.prepare(JSON.stringify(params), () => params);
        try {
          const { id } = await createDeposit(payload, key);
          submission.settle();
          onCreated(id);
        } catch (error) {
          if (isSettledOutcome(error)) submission.settle();
          throw error;
        }
      },
      (error) => {
        reportFormError(t, form, error);
        // The channel closed meanwhile (or its limits moved): show the channels as they are now.
        if (error instanceof ApiRefusal) void channels.refetch();
      },
    );
  }

  return (
    <div className="deposit-page">
      <section className="wallet-section" aria-labelledby="deposit-channel-title">
        <h2 id="deposit-channel-title" className="wallet-section-title">
          {t('finance.deposit.channel')}
        </h2>
        <ChannelPicker channels={channels.data} value={channel?.id ?? null} onChange={setChosen} />
      </section>
      <Form
        form={form}
        name="deposit"
        layout="horizontal"
        onFinish={(values) => void submit(values)}
        footer={
          <>
            {!channel && <p className="form-hint">{t('finance.deposit.allClosed')}</p>}
            <SubmitButton loading={busy} disabled={!channel}>
              {t('finance.deposit.submit')}
            </SubmitButton>
          </>
        }
      >
        <Form.Item
          name="amount"
          label={t('finance.deposit.amount')}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                if (!channel) return Promise.resolve();
                const result = checkDepositAmount(value, channel, currency);
                return result.ok
                  ? Promise.resolve()
                  : Promise.reject(new Error(problemText(result.problem)));
              },
            },
          ]}
          description={
            capital ? (
              <span className="amount-capital" aria-live="polite">
                {t('finance.deposit.capital', { text: capital })}
              </span>
            ) : undefined
          }
        >
          <Input
            inputMode="decimal"
            placeholder={
              channel
                ? t('finance.deposit.amountPlaceholder', {
                    min: showMinor(wireMinor(channel.min, currency) ?? 0n, currency),
                    max: showMinor(wireMinor(channel.max, currency) ?? 0n, currency),
                  })
                : ''
            }
            autoComplete="off"
            maxLength={20}
            clearable
          />
        </Form.Item>
        {channel && (
          <Form.Item label={t('finance.deposit.quick')}>
            <div className="quick-amounts">
              {quickAmounts(channel, currency).map((minor) => (
                <button
                  key={minor.toString()}
                  type="button"
                  className="quick-amount"
                  onClick={() => {
                    form.setFieldValue('amount', inputText(minor, currency));
                    void form.validateFields(['amount']).catch(() => {});
                  }}
                >
                  {showMinor(minor, currency).replace(/\.00$/, '')}
                </button>
              ))}
            </div>
          </Form.Item>
        )}
        {channel?.kind === 'bank' && (
          <Form.Item
            name="depositorName"
            label={t('finance.deposit.depositorName')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('finance.deposit.depositorNameRequired'),
              },
            ]}
            description={t('finance.deposit.depositorNameHint')}
          >
            <Input
              placeholder={t('finance.deposit.depositorNamePlaceholder')}
              autoComplete="name"
              maxLength={40}
              clearable
            />
          </Form.Item>
        )}
        {channel?.kind === 'usdt' && channel.rate && (
          <Form.Item label={t('finance.deposit.rateLabel')}>
            <div className="usdt-estimate" aria-live="polite">
              <span>{t('finance.deposit.rate', { rate: channel.rate, currency })}</span>
              {usdt && (
                <strong>
                  {t('finance.deposit.usdtToSend', {
                    amount: showExact(usdt.replace(/\.?0+$/, '')),
                  })}
                </strong>
              )}
              {channel.network && <span className="muted">{channel.network}</span>}
            </div>
          </Form.Item>
        )}
      </Form>
    </div>
  );
}
