import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../components/feedback.ts';
import { SubmitForm } from '../../../components/form-fields.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { useUpdateMember } from '../api/update-member.ts';

type Values = { realName: string };

/** `/personalInfo/name`: the real name, set once; afterwards only customer service changes it. */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const update = useUpdateMember();

  if (member.isPending) return <SkeletonLines lines={3} />;
  if (member.isError) return <LoadError onRetry={member.refetch} />;

  if (member.data.realName) {
    return (
      <div className="locked-field">
        <dl>
          <dt>{t('account.field.realName.label')}</dt>
          <dd translate="no">{member.data.realName}</dd>
        </dl>
        <p className="form-hint">{t('account.profile.nameLocked')}</p>
        <Link className="button-secondary" to="/app/customer">
          {t('account.profile.contactSupport')}
        </Link>
      </div>
    );
  }

  async function submit(values: Values) {
    await update.mutateAsync({ realName: values.realName.trim() });
    void showToast(t('account.success.modified'), 'success');
    onDone();
  }

  return (
    <SubmitForm<Values>
      name="realName"
      submitLabel={t('account.form.save')}
      hint={<p className="form-hint">{t('account.profile.nameHint')}</p>}
      onSubmit={submit}
    >
      <Form.Item
        name="realName"
        label={t('account.field.realName.label')}
        rules={fieldRules(t, 'realName')}
      >
        <Input
          placeholder={t('account.field.realName.placeholder')}
          autoComplete="name"
          maxLength={30}
          clearable
        />
      </Form.Item>
    </SubmitForm>
  );
}
