import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { fieldRules } from '../../../lib/field-rules.ts';

/**
 * The holder's name must be the member's real name: shown fixed when the member has one; without
 * one, what is typed here becomes it (with the first account).
 */
export function HolderField({ realName }: { realName: string }) {
  const { t } = useTranslation();
  const fixed = realName !== '';
  return (
    <Form.Item
      name="holder"
      label={t('account.field.holder.label')}
      rules={fixed ? [] : fieldRules(t, 'holder')}
      description={fixed ? t('account.cards.holderFixed') : t('account.cards.holderSetsName')}
    >
      <Input
        placeholder={t('account.field.holder.placeholder')}
        readOnly={fixed}
        autoComplete="name"
        maxLength={30}
      />
    </Form.Item>
  );
}
