import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { USDT_NETWORKS, type UsdtNetwork } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { addressRules } from '../../../lib/field-rules.ts';
import { useAddVirtualAccount } from '../api/add-virtual-account.ts';
import { BindAccountForm } from './bind-account-form.tsx';

type Values = { network: UsdtNetwork; address: string; wpassword?: string };

const NETWORK_CHOICES = USDT_NETWORKS.map((network) => ({
  value: network,
  label: `USDT-${network}`,
}));

/** `/cards/addVirtualCoin`: a USDT address on TRC20 or ERC20. */
export function VirtualCoinForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddVirtualAccount();

  return (
    <BindAccountForm<Values>
      name="virtual"
      initialValues={{ network: 'TRC20' }}
      hint={<p className="form-hint">{t('account.cards.addressHint')}</p>}
      bind={(values, password) =>
        add.mutateAsync({ network: values.network, address: values.address.trim(), ...password })
      }
      onDone={onDone}
    >
      <Form.Item name="network" label={t('account.field.network.label')}>
        <ChoiceChips label={t('account.field.network.label')} choices={NETWORK_CHOICES} />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('account.field.address.label')}
        dependencies={['network']}
        rules={addressRules(t)}
      >
        <Input
          placeholder={t('account.field.address.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={64}
          clearable
        />
      </Form.Item>
    </BindAccountForm>
  );
}
