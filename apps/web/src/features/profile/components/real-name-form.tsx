import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../components/feedback.ts';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

/** `/personalInfo/name`: the real name, set once; afterwards only customer service changes it. */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ realName: string }>();
  const member = useMemberInfo();
  const update = useUpdateMember();
  const { busy, run } = useSubmitting();

  if (member.isPending) return <SkeletonLines lines={3} />;
  if (member.isError) {
    return (
      <StateBlock kind="error" title={t('account.error.load')}>
        <button type="button" className="button-secondary" onClick={() => void member.refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }

  if (member.data.realName) {
    return (
      <div className="locked-field">
        <dl>
          <dt>{t('account.field.realName.label')}</dt>
          <dd>{member.data.realName}</dd>
        </dl>
        <p className="form-hint">{t('account.profile.nameLocked')}</p>
        <Link className="button-secondary" to="/app/customer">
          {t('account.profile.contactSupport')}
        </Link>
      </div>
    );
  }

  function submit(values: { realName: string }) {
    return run(
      async () => {
        await update.mutateAsync({ realName: values.realName.trim() });
        void showToast(t('account.success.modified'), 'success');
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
      name="realName"
      layout="horizontal"
      onFinish={(values) => void submit(values)}
      footer={
        <>
          <p className="form-hint">{t('account.profile.nameHint')}</p>
          <SubmitButton loading={busy}>{t('account.form.save')}</SubmitButton>
        </>
      }
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
    </Form>
  );
}
