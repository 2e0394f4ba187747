import Form from 'antd-mobile/es/components/form';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showAlert, showConfirm } from '../../../components/feedback.ts';
import { CurrentPasswordField, SubmitForm } from '../../../components/form-fields.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { EXCLUSION_MONTHS, selfExclude, type ExclusionMonths } from '../api/self-exclude.ts';
import { useKeyedSend } from '../../../hooks/use-idempotent-submission.ts';

type Choice = `${ExclusionMonths}`;
type Values = { months?: Choice; password: string };

const LABEL_KEYS: Record<ExclusionMonths, string> = {
  6: 'protection.exclusion.months6',
  12: 'protection.exclusion.year1',
  60: 'protection.exclusion.years5',
  0: 'protection.exclusion.permanent',
};

/** `months` from now, on the member's clock (the server's answer says it exactly). */
function monthsFromNow(months: number): string {
  const date = new Date();
  date.setMonth(date.getMonth() + months);
  return date.toISOString();
}

/**
 * Self-exclusion for 6 months, 1 year, 5 years or for good. The login password is asked again and
 * encrypted as the log-in form does; the dialog says what happens before anything is sent. Once
 * it applies every session has ended: the member is logged out here too, then told.
 */
export function ExclusionPanel({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const cipher = usePasswordCipher();
  const send = useKeyedSend(selfExclude);
  const label = (months: ExclusionMonths) => t(LABEL_KEYS[months]);
  const untilText = (months: ExclusionMonths, until: string | null) =>
    months === 0 || until === null
      ? t('protection.exclusion.untilForever')
      : t('protection.exclusion.untilDate', { until: formatDateTime(until, i18n.language) });

  async function submit(values: Values) {
    const months = Number(values.months) as ExclusionMonths;
    const sure = await showConfirm({
      title: t('protection.exclusion.confirmTitle', { period: label(months) }),
      content: t('protection.exclusion.confirmBody', {
        until: untilText(months, months === 0 ? null : monthsFromNow(months)),
      }),
      confirmText: t('protection.exclusion.confirm'),
      cancelText: t('protection.edit.cancel'),
    });
    if (!sure) return;
    const result = await send(`${months}:${values.password}`, async () => ({
      months,
      password: await cipher(values.password),
    }));
    const done = t('protection.exclusion.done', { until: untilText(months, result.until) });
    form.resetFields();
    await onLogout();
    void showAlert({
      title: t('protection.exclusion.title'),
      content: done,
      confirmText: t('common.ok'),
    });
  }

  return (
    <section className="rg-card rg-exclusion" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title" className="rg-card-title">
        {t('protection.exclusion.title')}
      </h2>
      <p className="rg-card-hint">{t('protection.exclusion.hint')}</p>
      <SubmitForm<Values>
        form={form}
        name="selfExclusion"
        submitLabel={t('protection.exclusion.submit')}
        onSubmit={submit}
      >
        <Form.Item
          name="months"
          label={t('protection.exclusion.choose')}
          rules={[{ required: true, message: t('protection.exclusion.chooseRequired') }]}
        >
          <ChoiceChips<Choice>
            label={t('protection.exclusion.choose')}
            choices={EXCLUSION_MONTHS.map((m) => ({ value: `${m}` as const, label: label(m) }))}
          />
        </Form.Item>
        <CurrentPasswordField
          name="password"
          label={t('protection.exclusion.password')}
          placeholder={t('protection.exclusion.passwordPlaceholder')}
        />
      </SubmitForm>
    </section>
  );
}
