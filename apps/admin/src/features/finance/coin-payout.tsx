import { Alert, Descriptions, Space, Typography } from 'antd';
import type { WithdrawalCoin } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatUsdt } from '../../lib/format.ts';

/** "链上发送 137.500000 USDT（TRC20）": the figure the operator sends, as the quote locked it. */
export function useCoinSend() {
  const { texts } = useLanguage();
  const t = texts.withdrawals.coin;
  return (coin: WithdrawalCoin) =>
    fill(t.send, { receive: formatUsdt(coin.receive), network: coin.network });
}

/**
 * A withdrawal to a USDT address, in its row: what to send on chain, first and strong, then how
 * it was reached (the locked rate, the USDT bought, the chain's fee taken from it).
 */
export function CoinPayout({ coin }: { coin: WithdrawalCoin }) {
  const { texts } = useLanguage();
  const t = texts.withdrawals.coin;
  const send = useCoinSend();
  return (
    <Space direction="vertical" size={0} className="coin-payout">
      <Typography.Text strong type="danger">
        {send(coin)}
      </Typography.Text>
      <Typography.Text type="secondary">
        {fill(t.bought, { rate: coin.rate, usdt: formatUsdt(coin.usdt) })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {fill(t.fee, { networkFee: formatUsdt(coin.networkFee) })}
      </Typography.Text>
    </Space>
  );
}

/** The same in the payee dialog, above the address: the figure to copy into the wallet. */
export function CoinPayoutPanel({ coin }: { coin: WithdrawalCoin }) {
  const { texts } = useLanguage();
  const t = texts.withdrawals.coin;
  const send = useCoinSend();
  return (
    <Alert
      className="coin-payout-panel"
      type="warning"
      showIcon
      message={<Typography.Text strong>{send(coin)}</Typography.Text>}
      description={
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t.receive}>
            <Typography.Text copyable={{ text: coin.receive }} strong>
              {`${formatUsdt(coin.receive)} USDT`}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t.usdt}>{`${formatUsdt(coin.usdt)} USDT`}</Descriptions.Item>
          <Descriptions.Item label={t.networkFee}>
            {`${formatUsdt(coin.networkFee)} USDT`}
          </Descriptions.Item>
          <Descriptions.Item label={t.rate}>{coin.rate}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
