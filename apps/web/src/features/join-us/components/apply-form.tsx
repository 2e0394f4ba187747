import { useState } from 'react';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import type { RuleObject } from 'antd-mobile/es/components/form';
import { AGENT_CONTACT_KINDS, type AgentApplication, type AgentContactKind } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { SubmitForm } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError, fieldErrorsOf } from '../../../lib/describe-error.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useApplyAgent } from '../api/apply-agent.ts';
import { CHANNELS_MAX, isContactOf, NAME_MAX, normalContact } from './join-us-format.ts';
import { useKindLabels } from './join-us-labels.ts';

type Values = { name: string; contactKind: AgentContactKind; contact: string; channels: string };

/** What each kind of contact brings up on a phone's keyboard, and what the browser may fill. */
const INPUT_OF: Record<
  AgentContactKind,
  { type: 'tel' | 'email' | 'text'; inputMode: 'tel' | 'email' | 'numeric' | 'text'; auto: string }
> = {
  phone: { type: 'tel', inputMode: 'tel', auto: 'tel' },
  email: { type: 'email', inputMode: 'email', auto: 'email' },
  wechat: { type: 'text', inputMode: 'text', auto: 'off' },
  qq: { type: 'text', inputMode: 'numeric', auto: 'off' },
  telegram: { type: 'text', inputMode: 'text', auto: 'off' },
};

/**
 * The application: a name, one contact of a chosen kind, and optionally how they would bring
 * players. Checks mirror the server's, whose answer decides: its field reasons go under the
 * fields, and any other refusal (one already waiting, too many tries) stays above the button.
 */
export function ApplyForm({ onDone }: { onDone: (application: AgentApplication) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('contactKind', form) ?? 'phone';
  const signedIn = useSessionStore((s) => s.token !== null);
  const apply = useApplyAgent();
  const [refusal, setRefusal] = useState<string | null>(null);

  const required = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const nameRules: RuleObject[] = [
    {
      validator: async (_rule, value: string | undefined) => {
        if (!required(value)) throw new Error(t('account.reason.required'));
        if ((value ?? '').trim().length > NAME_MAX) throw new Error(t('account.reason.too_long'));
      },
    },
  ];
  const contactRules: RuleObject[] = [
    {
      validator: async (_rule, value: string | undefined) => {
        if (!required(value)) throw new Error(t('account.reason.required'));
        if (!isContactOf(kind, value ?? '')) throw new Error(t('account.reason.invalid_format'));
      },
    },
  ];
  const channelsRules: RuleObject[] = [
    {
      validator: async (_rule, value: string | undefined) => {
        if ((value ?? '').trim().length > CHANNELS_MAX)
          throw new Error(t('account.reason.too_long'));
      },
    },
  ];

  async function submit(values: Values) {
    setRefusal(null);
    try {
      const application = await apply.mutateAsync({
        name: values.name.trim(),
        contactKind: values.contactKind,
        contact: normalContact(values.contactKind, values.contact),
        channels: (values.channels ?? '').trim(),
      });
      onDone(application);
    } catch (error) {
      // Field reasons show under their fields (SubmitForm); anything else stays in view too.
      if (Object.keys(fieldErrorsOf(error)).length === 0) setRefusal(describeError(t, error));
      throw error;
    }
  }

  const input = INPUT_OF[kind];
  const kindLabel = useKindLabels();
  // Written out key by key, so that the translation test sees every one.
  const placeholder: Record<AgentContactKind, string> = {
    phone: t('joinUs.placeholder.phone'),
    email: t('joinUs.placeholder.email'),
    wechat: t('joinUs.placeholder.wechat'),
    qq: t('joinUs.placeholder.qq'),
    telegram: t('joinUs.placeholder.telegram'),
  };
  return (
    <SubmitForm
      form={form}
      name="join-us"
      initialValues={{ name: '', contactKind: 'phone', contact: '', channels: '' }}
      submitLabel={t('joinUs.form.submit')}
      onSubmit={submit}
      hint={
        <>
          {refusal && (
            <p className="join-refusal" role="alert">
              {refusal}
            </p>
          )}
          {signedIn && <p className="join-hint muted">{t('joinUs.form.asMember')}</p>}
        </>
      }
    >
      <Form.Header>{t('joinUs.form.title')}</Form.Header>
      <Form.Item name="name" label={t('joinUs.form.name')} rules={nameRules}>
        <Input
          placeholder={t('joinUs.form.namePlaceholder')}
          autoComplete="name"
          maxLength={NAME_MAX}
          clearable
        />
      </Form.Item>
      <Form.Item name="contactKind" label={t('joinUs.form.contactKind')} layout="vertical">
        <ChoiceChips
          label={t('joinUs.form.contactKind')}
          choices={AGENT_CONTACT_KINDS.map((value) => ({ value, label: kindLabel[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('joinUs.form.contact')}
        dependencies={['contactKind']}
        rules={contactRules}
      >
        <Input
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.auto}
          autoCapitalize="off"
          autoCorrect="off"
          placeholder={placeholder[kind]}
          maxLength={kind === 'email' ? 254 : 40}
          clearable
        />
      </Form.Item>
      <Form.Item
        name="channels"
        label={t('joinUs.form.channels')}
        layout="vertical"
        rules={channelsRules}
      >
        <TextArea
          placeholder={t('joinUs.form.channelsPlaceholder')}
          rows={4}
          maxLength={CHANNELS_MAX}
          showCount
        />
      </Form.Item>
    </SubmitForm>
  );
}
