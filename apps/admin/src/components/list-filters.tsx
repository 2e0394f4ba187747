import { Button, Form, Input, Select, Space } from 'antd';
import { useLanguage } from '../i18n/language.tsx';

export type ListFilter = { state?: string; site?: string; member?: string };

/**
 * The filter bar over a queue: state, site (only the operator's own when they are kept to some)
 * and the member's account. Submitting starts again at the first page.
 */
export function ListFilters({
  states,
  sites,
  value,
  onChange,
}: {
  states: Record<string, string>;
  sites: string[] | null;
  value: ListFilter;
  onChange: (next: ListFilter) => void;
}) {
  const { texts } = useLanguage();
  const t = texts.list;
  const [form] = Form.useForm<ListFilter>();
  return (
    <Form<ListFilter>
      form={form}
      layout="inline"
      initialValues={value}
      onFinish={(values) => onChange({ ...values, member: values.member?.trim() || undefined })}
      className="list-filters"
    >
      <Form.Item name="state" label={t.state}>
        <Select
          allowClear
          placeholder={t.any}
          style={{ width: 140 }}
          options={Object.entries(states).map(([state, label]) => ({ value: state, label }))}
        />
      </Form.Item>
      {(sites === null || sites.length > 1) && (
        <Form.Item name="site" label={t.site}>
          {sites === null ? (
            <Input allowClear style={{ width: 120 }} maxLength={16} />
          ) : (
            // An operator kept to several sites reads one at a time (SITE_REQUIRED).
            <Select
              style={{ width: 120 }}
              options={sites.map((site) => ({ value: site, label: site }))}
            />
          )}
        </Form.Item>
      )}
      <Form.Item name="member" label={t.member}>
        <Input allowClear style={{ width: 160 }} maxLength={64} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t.search}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue({ state: undefined, member: undefined });
            onChange({ site: form.getFieldValue('site') as string | undefined });
          }}
        >
          {t.reset}
        </Button>
      </Space>
    </Form>
  );
}
