import type { DepositChannelKind } from '@kirin/contract';

/** A drawn mark per channel kind: a bank, a USDT coin, a wallet (our own artwork, UI.md). */
export function ChannelIcon({ kind }: { kind: DepositChannelKind }) {
  return (
    <svg className={`channel-icon channel-icon-${kind}`} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" className="channel-icon-disc" />
      {kind === 'bank' && (
        <path
          d="M8 13l8-5 8 5v1.5H8zM10 16h2.5v6H10zm4.75 0h2.5v6h-2.5zM19.5 16H22v6h-2.5zM8 23.5h16V25H8z"
          className="channel-icon-mark"
        />
      )}
      {kind === 'usdt' && (
        <path
          d="M9 9h14v3h-5.5v2.2c3.3.2 5.7.9 5.7 1.8s-2.4 1.6-5.7 1.8V24h-3v-6.2c-3.3-.2-5.7-.9-5.7-1.8s2.4-1.6 5.7-1.8V12H9zm5.5 6.2c-2 .1-3.4.4-3.4.8s1.4.7 3.4.8zm3 0v1.6c2-.1 3.4-.4 3.4-.8s-1.4-.7-3.4-.8z"
          className="channel-icon-mark"
        />
      )}
      {kind === 'ewallet' && (
        <path
          d="M8 11.5A2.5 2.5 0 0 1 10.5 9H22v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10.5A2.5 2.5 0 0 1 8 20.5zM10.5 11a.5.5 0 0 0 0 1H20v-1zM19 16.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0z"
          className="channel-icon-mark"
        />
      )}
    </svg>
  );
}
