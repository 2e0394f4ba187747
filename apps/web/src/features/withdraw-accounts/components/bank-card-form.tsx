import { type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { useAddBankCard } from '../api/add-bank-card.ts';
import { useBankTree, type TreeNode } from '../api/get-bank-tree.ts';
import { BindAccountForm } from './bind-account-form.tsx';
import { HolderField } from './holder-field.tsx';

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
  const banks = useBankTree();
  const member = useMemberInfo();
  const add = useAddBankCard();

  if (banks.isPending || member.isPending) return <SkeletonLines lines={6} />;
  if (banks.isError || member.isError) {
    return (
      <LoadError
        onRetry={() => {
          void banks.refetch();
          void member.refetch();
        }}
      />
    );
  }
  const realName = member.data.realName;

  return (
    <BindAccountForm<Values>
      name="bank"
      initialValues={{ holder: realName }}
      bind={(values, password) =>
        add.mutateAsync({
          bankCode: values.bankCode,
          cardNo: values.cardNo.replace(/\s/g, ''),
          holder: (realName || values.holder).trim(),
          branch: (values.branch ?? '').trim(),
          ...password,
        })
      }
      onDone={onDone}
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
    </BindAccountForm>
  );
}
