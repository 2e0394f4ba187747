import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { useAddAlipayAccount } from '../api/add-alipay-account.ts';
import { BindAccountForm } from './bind-account-form.tsx';
import { HolderField } from './holder-field.tsx';

type Values = { account: string; holder: string; wpassword?: string };

/** `/cards/addAlipay`: the Alipay account (its phone or email) and its holder. */
export function AlipayForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const add = useAddAlipayAccount();

  if (member.isPending) return <SkeletonLines lines={4} />;
  if (member.isError) return <LoadError onRetry={member.refetch} />;
  const realName = member.data.realName;

  return (
    <BindAccountForm<Values>
      name="alipay"
      initialValues={{ holder: realName }}
      bind={(values, password) =>
        add.mutateAsync({
          account: values.account.trim(),
          holder: (realName || values.holder).trim(),
          ...password,
        })
      }
      onDone={onDone}
    >
      <Form.Item
        name="account"
        label={t('account.field.alipay.label')}
        rules={fieldRules(t, 'alipay')}
      >
        <Input
          placeholder={t('account.field.alipay.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          maxLength={254}
          clearable
        />
      </Form.Item>
      <HolderField realName={realName} />
    </BindAccountForm>
  );
}
