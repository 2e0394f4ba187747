import { Button, Form, Input, Select, Space } from 'antd';
import { useLanguage } from '../i18n/language.tsx';
import { SiteSelect } from './site-select.tsx';

export type ListFilter = {
  state?: string;
  site?: string;
  member?: string;
  /** The server's order for lists that sort (`-time`, `amount`, ...): kept across a new filter. */
  sort?: string;
};

/**
 * Where a queue starts: its waiting state, and for an operator kept to several brands the first
 * of them (the API reads one brand at a time for them: SITE_REQUIRED).
 */
export const queueStart = (state: string | undefined, sites: string[] | null): ListFilter => ({
  state,
  site: sites && sites.length > 1 ? sites[0] : undefined,
});

/** A list kept to one member, as their page in the console shows it. */
export type OneMember = { site: string; account: string };

/**
 * The filter bar over a queue: state, site (only the operator's own when they are kept to some)
 * and the member's account. Submitting starts again at the first page.
 */
export function ListFilters({
  states,
  sites,
  value,
  onChange,
  member = true,
}: {
  states: Record<string, string>;
  sites: string[] | null;
  /** The list can be searched by the member's account. */
  member?: boolean;
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
      onFinish={(values) =>
        onChange({ sort: value.sort, ...values, member: values.member?.trim() || undefined })
      }
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
          {/* An operator kept to several sites reads one at a time (SITE_REQUIRED). */}
          <SiteSelect sites={sites} allowClear={sites === null} placeholder={t.any} />
        </Form.Item>
      )}
      {member && (
        <Form.Item name="member" label={t.member}>
          <Input allowClear style={{ width: 160 }} maxLength={64} />
        </Form.Item>
      )}
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
