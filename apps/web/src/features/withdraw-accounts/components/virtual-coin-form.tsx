import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { USDT_NETWORKS, type UsdtNetwork } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { addressRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { useAddVirtualAccount } from '../api/add-virtual-account.ts';
import { WithdrawPasswordField } from '../../../components/withdraw-password-field.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { network: UsdtNetwork; address: string; wpassword?: string };

/** `/cards/addVirtualCoin`: a USDT address on TRC20 or ERC20. */
export function VirtualCoinForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const config = useWithdrawConfig();
  const cipher = usePasswordCipher();
  const add = useAddVirtualAccount();
  const { busy, run } = useSubmitting();
  const passwordOn = withdrawPasswordState(config.data).enable;

  function submit(values: Values) {
    return run(
      async () => {
        await add.mutateAsync({
          network: values.network,
          address: values.address.trim(),
          ...(passwordOn ? { wpassword: await cipher(values.wpassword ?? '') } : {}),
        });
        void showToast(t('account.success.bound'), 'success');
        onDone();
      },
      (error) => {
        reportFormError(t, form, error);
      },
    );
  }

  return (
    <Form
      form={form}
      name="virtual"
      layout="horizontal"
      initialValues={{ network: 'TRC20' }}
      onFinish={(values) => void submit(values)}
      footer={
        <>
          <p className="form-hint">{t('account.cards.addressHint')}</p>
          <SubmitButton loading={busy}>{t('account.form.bind')}</SubmitButton>
        </>
      }
    >
      <Form.Item name="network" label={t('account.field.network.label')}>
        <ChoiceChips
          label={t('account.field.network.label')}
          choices={USDT_NETWORKS.map((network) => ({ value: network, label: `USDT-${network}` }))}
        />
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
      {passwordOn && <WithdrawPasswordField />}
    </Form>
  );
}
