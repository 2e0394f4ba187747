import './pay-instructions.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDuration, resolveLang, type DepositInstructions } from '@kirin/contract';
import { CopyButton } from '../../../components/copy-button.tsx';
import { QrFigure } from '../../../components/qr-figure.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { showExact } from '../../../lib/money.ts';

/** One line of payment details, with a copy button where the member has to type it elsewhere. */
function DetailRow({
  label,
  value,
  copy,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  copy?: string;
  strong?: boolean;
}) {
  return (
    <div className={`pay-row${strong ? ' is-strong' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <span className="pay-value">{value}</span>
        {copy !== undefined && copy !== '' && <CopyButton text={copy} label={label} />}
      </dd>
    </div>
  );
}

const secondsUntil = (deadline: number) =>
  Number.isNaN(deadline) ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds until an instant, ticking; counted from the clock so a background tab stays right. */
function useSecondsUntil(iso: string): number {
  const deadline = new Date(iso).getTime();
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const tick = () => setSeconds(secondsUntil(deadline));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

function RateCountdown({ until }: { until: string }) {
  const { t, i18n } = useTranslation();
  const seconds = useSecondsUntil(until);
  if (seconds === 0) return <span className="pay-expired">{t('finance.info.rateExpired')}</span>;
  return (
    <span className="pay-countdown" role="timer" aria-live="off">
      {formatDuration(seconds, resolveLang(i18n.language))}
    </span>
  );
}

/** Only web pages may be opened from a gateway's answer: never `javascript:` or the like. */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** How to pay a pending order, by channel kind. */
export function DepositInstructionsView({
  instructions,
  currency,
}: {
  instructions: DepositInstructions;
  currency: string;
}) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  switch (instructions.kind) {
    case 'bank':
      return (
        <div className="pay-card">
          <dl className="pay-list">
            <DetailRow
              label={t('finance.info.bank.bankName')}
              value={instructions.bankName}
              copy={instructions.bankName}
            />
            {/* The receiving account's own names: copied exactly, never translated. */}
            <DetailRow
              label={t('finance.info.bank.accountName')}
              value={<span translate="no">{instructions.accountName}</span>}
              copy={instructions.accountName}
            />
            <DetailRow
              label={t('finance.info.bank.accountNo')}
              value={instructions.accountNo}
              // Shown in groups of four to read; copied as the digits a banking app accepts.
              copy={instructions.accountNo.replace(/\s+/g, '')}
            />
            {instructions.branch && (
              <DetailRow
                label={t('finance.info.bank.branch')}
                value={<span translate="no">{instructions.branch}</span>}
                copy={instructions.branch}
              />
            )}
            <DetailRow
              label={t('finance.info.bank.reference')}
              value={<span className="pay-reference">{instructions.reference}</span>}
              copy={instructions.reference}
              strong
            />
          </dl>
          <p className="pay-warning" role="note">
            {t('finance.info.bank.referenceHint')}
          </p>
        </div>
      );
    case 'usdt':
      return (
        <div className="pay-card">
          <dl className="pay-list">
            <DetailRow label={t('finance.info.usdt.network')} value={instructions.network} />
            <DetailRow
              label={t('finance.info.usdt.address')}
              value={<span className="pay-address">{instructions.address}</span>}
              copy={instructions.address}
            />
            <DetailRow
              label={t('finance.info.usdt.payAmount')}
              value={`${showExact(instructions.payAmount)} USDT`}
              copy={instructions.payAmount}
              strong
            />
            {/* A USDT site's order converts nothing: no rate and nothing to lock. */}
            {instructions.rate !== '' && (
              <DetailRow
                label={t('finance.info.usdt.rate')}
                value={t('finance.deposit.rate', { rate: instructions.rate, currency })}
              />
            )}
            {instructions.rateExpiresAt !== '' && (
              <DetailRow
                label={t('finance.info.usdt.rateHolds')}
                value={<RateCountdown until={instructions.rateExpiresAt} />}
              />
            )}
          </dl>
          <QrFigure
            className="pay-qr"
            value={instructions.address}
            size={184}
            label={t('finance.info.usdt.qrLabel')}
            caption={t('finance.info.usdt.scan')}
          />
          <p className="pay-warning" role="note">
            {t('finance.info.usdt.hint', { network: instructions.network })}
          </p>
        </div>
      );
    case 'ewallet': {
      const url = safeHttpUrl(instructions.payUrl);
      if (!url) return <p className="pay-warning">{t('finance.info.ewallet.broken')}</p>;
      return (
        <div className="pay-card pay-ewallet">
          <a className="button-primary" href={url} target="_blank" rel="noopener noreferrer">
            {t(layout === 'mobile' ? 'finance.info.ewallet.openApp' : 'finance.info.ewallet.open')}
          </a>
          {/* On a phone the code is on the very screen that would scan it: the link is the way. */}
          {layout === 'desktop' && (
            <QrFigure
              className="pay-qr"
              value={url}
              size={184}
              label={t('finance.info.ewallet.qrLabel')}
              caption={t('finance.info.ewallet.scan')}
            />
          )}
        </div>
      );
    }
  }
}
