import { useEffect } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, App, DatePicker, Form, Input, Modal, Radio } from 'antd';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { ALL_SITES, setMaintenance } from './maintenance-api.ts';

/** The message the member site shows as written; the API takes up to 500 characters. */
const MESSAGE_MAX = 500;

type Values = {
  scope: 'one' | 'all';
  site?: string;
  when: 'now' | 'later';
  startsAt?: Dayjs;
  endsAt?: Dayjs;
  message?: string;
};

/**
 * Starts maintenance now or schedules it, for one site or (platform operators) every site: an
 * expected end is required, since members are shown it and it ends by itself then.
 */
export function MaintenanceForm({
  open,
  sites,
  site,
  onClose,
  onSaved,
}: {
  open: boolean;
  sites: string[] | null;
  /** The site the form opens for (`*`: every site); else the first the operator may set. */
  site?: string;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { texts } = useLanguage();
  const t = texts.maintenance;
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSubmit();
  const scope = Form.useWatch('scope', form);
  const when = Form.useWatch('when', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      scope: site === ALL_SITES ? 'all' : 'one',
      site: site === ALL_SITES ? sites?.[0] : (site ?? sites?.[0]),
      when: 'now',
    });
  }, [open, site, sites, form]);

  const submit = (values: Values) =>
    save.submit(async () => {
      const later = values.when === 'later';
      const target = values.scope === 'all' ? ALL_SITES : (values.site ?? '');
      try {
        await setMaintenance({
          site: target,
          on: true,
          message: values.message?.trim() ?? '',
          startsAt: later ? values.startsAt?.toISOString() : undefined,
          endsAt: values.endsAt?.toISOString(),
        });
      } catch (error) {
        // The API names the fields it refuses, in the operator's language.
        if (error instanceof ApiRefusal) {
          form.setFields(
            Object.entries(error.fields).map(([name, why]) => ({
              name: name as keyof Values,
              errors: [why],
            })),
          );
        }
        throw error;
      }
      void message.success(later ? t.scheduled : t.startedNow);
      onClose();
      await onSaved();
    });

  // Quick ends from now (or from the scheduled start), the usual lengths of a window.
  const from = () => (when === 'later' && form.getFieldValue('startsAt')) || dayjs();
  const presets = ([1, 2, 4, 8] as const).map((hours) => ({
    label: t.presets[`h${hours}`],
    value: (from() as Dayjs).add(hours, 'hour').startOf('minute'),
  }));
  const later = (field: 'startsAt' | 'endsAt') => ({
    validator: (_: unknown, value?: Dayjs) => {
      const start = field === 'endsAt' ? form.getFieldValue('startsAt') : undefined;
      const floor = when === 'later' && start ? (start as Dayjs) : dayjs();
      return !value || value.isAfter(floor) ? Promise.resolve() : Promise.reject(t.mustBeLater);
    },
  });

  return (
    <Modal
      title={
        site === undefined
          ? t.set
          : fill(t.setFor, { site: site === ALL_SITES ? t.allSites : site })
      }
      open={open}
      okText={when === 'later' ? t.submitLater : t.submitNow}
      okButtonProps={{ danger: when !== 'later' }}
      confirmLoading={save.busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      width={560}
    >
      {save.refusal && (
        <Alert className="form-refusal" type="error" showIcon message={save.refusal} />
      )}
      <Form<Values> form={form} name="maintenance" layout="vertical" onFinish={submit}>
        {sites === null && (
          <Form.Item name="scope" label={t.scope}>
            <Radio.Group
              optionType="button"
              options={(['one', 'all'] as const).map((value) => ({
                value,
                label: t.scopes[value],
              }))}
            />
          </Form.Item>
        )}
        {scope !== 'all' && (
          <Form.Item name="site" label={t.site} rules={[{ required: true, message: t.required }]}>
            <SiteSelect sites={sites} aria-label={t.site} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="when" label={t.when}>
          <Radio.Group
            optionType="button"
            options={(['now', 'later'] as const).map((value) => ({
              value,
              label: t.whens[value],
            }))}
          />
        </Form.Item>
        {when === 'later' && (
          <Form.Item
            name="startsAt"
            label={t.startsAt}
            rules={[{ required: true, message: t.required }, later('startsAt')]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        )}
        <Form.Item
          name="endsAt"
          label={t.endsAt}
          extra={t.endsHint}
          dependencies={['startsAt', 'when']}
          rules={[{ required: true, message: t.required }, later('endsAt')]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" presets={presets} />
        </Form.Item>
        <Form.Item name="message" label={t.message} extra={t.messageHint}>
          <Input.TextArea rows={4} maxLength={MESSAGE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
