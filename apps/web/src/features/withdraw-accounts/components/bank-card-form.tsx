import { type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../components/feedback.ts';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { useAddBankCard } from '../api/add-bank-card.ts';
import { useBankTree, type TreeNode } from '../api/get-bank-tree.ts';
import { HolderField } from './holder-field.tsx';
import { WithdrawPasswordField } from '../../../components/withdraw-password-field.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = {
  bankCode: string;
  cardNo: string;
  holder: string;
  branch?: string;
  wpassword?: string;
};

function BankSelect({
  banks,
  id,
  value,
  onChange,
}: {
  banks: TreeNode[];
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} className="native-select" value={value ?? ''} onChange={onChange}>
      <option value="" disabled>
        {t('account.field.bank.placeholder')}
      </option>
      {banks.map((bank) =>
        bank.children.length > 0 ? (
          <optgroup key={bank.id} label={bank.name}>
            {bank.children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ) : (
          <option key={bank.id} value={bank.id}>
            {bank.name}
          </option>
        ),
      )}
    </select>
  );
}

/** Card numbers as printed: groups of four. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `/cards/addBankCard`. */
export function BankCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const banks = useBankTree();
  const member = useMemberInfo();
  const config = useWithdrawConfig();
  const cipher = usePasswordCipher();
  const add = useAddBankCard();
  const { busy, run } = useSubmitting();

  if (banks.isPending || member.isPending || config.isPending) return <SkeletonLines lines={6} />;
  if (banks.isError || member.isError || config.isError) {
    return (
      <StateBlock kind="error" title={t('account.error.load')}>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            void banks.refetch();
            void member.refetch();
            void config.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }
  const passwordOn = withdrawPasswordState(config.data).enable;
  const realName = member.data.realName;

  function submit(values: Values) {
    return run(
      async () => {
        await add.mutateAsync({
          bankCode: values.bankCode,
          cardNo: values.cardNo.replace(/\s/g, ''),
          holder: (realName || values.holder).trim(),
          branch: (values.branch ?? '').trim(),
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
      name="bank"
      layout="horizontal"
      initialValues={{ holder: realName }}
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.form.bind')}</SubmitButton>}
    >
      <Form.Item
        name="bankCode"
        label={t('account.field.bank.label')}
        rules={fieldRules(t, 'bank')}
      >
        <BankSelect banks={banks.data} />
      </Form.Item>
      <Form.Item
        name="cardNo"
        label={t('account.field.cardNo.label')}
        rules={fieldRules(t, 'cardNo')}
        normalize={(value: string | undefined) => groupDigits(value ?? '')}
      >
        <Input
          inputMode="numeric"
          placeholder={t('account.field.cardNo.placeholder')}
          autoComplete="cc-number"
          maxLength={23}
          clearable
        />
      </Form.Item>
      <HolderField realName={realName} />
      <Form.Item
        name="branch"
        label={t('account.field.branch.label')}
        rules={fieldRules(t, 'branch')}
      >
        <Input placeholder={t('account.field.branch.placeholder')} maxLength={60} clearable />
      </Form.Item>
      {passwordOn && <WithdrawPasswordField />}
    </Form>
  );
}
