import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';

/** What both tabs filter by; `from`/`to` (instants) only where the list has a period. */
export type VenueFilter<S extends string> = {
  state?: S;
  site?: string;
  venue?: string;
  member?: string;
  from?: string;
  to?: string;
};

type FormValues<S extends string> = Omit<VenueFilter<S>, 'from' | 'to'> & {
  period?: [Dayjs | null, Dayjs | null];
};

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The filter bar of a reconciliation tab: state, site, venue code, the member's account and, for
 * transfers, when they were filed. Searching starts again at the first page; reset keeps nothing.
 */
export function VenueFilters<S extends string>({
  states,
  value,
  onChange,
  period = false,
}: {
  states: Record<S, string>;
  value: VenueFilter<S>;
  onChange: (next: VenueFilter<S>) => void;
  period?: boolean;
}) {
  const { texts } = useLanguage();
  const t = texts.reconciliation;
  const [form] = Form.useForm<FormValues<S>>();
  return (
    <Form<FormValues<S>>
      form={form}
      layout="inline"
      className="list-filters"
      initialValues={{ state: value.state, site: value.site }}
      onFinish={({ period: range, ...values }) =>
        onChange({
          state: values.state ?? undefined,
          site: values.site ?? undefined,
          venue: trimmed(values.venue),
          member: trimmed(values.member),
          from: range?.[0]?.toISOString(),
          to: range?.[1]?.toISOString(),
        })
      }
    >
      <Form.Item name="state" label={texts.list.state}>
        <Select<S>
          allowClear
          placeholder={texts.list.any}
          style={{ width: 150 }}
          options={(Object.entries(states) as [S, string][]).map(([state, label]) => ({
            value: state,
            label,
          }))}
        />
      </Form.Item>
      <Form.Item name="site" label={texts.list.site}>
        <SiteSelect allowClear placeholder={texts.list.any} />
      </Form.Item>
      <Form.Item name="venue" label={t.venue}>
        <Input allowClear placeholder={t.venueHint} maxLength={64} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="member" label={texts.list.member}>
        <Input allowClear maxLength={64} style={{ width: 150 }} />
      </Form.Item>
      {period && (
        <Form.Item name="period" label={t.period}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit">
          {texts.list.search}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue({
              state: undefined,
              site: undefined,
              venue: undefined,
              member: undefined,
              period: undefined,
            });
            onChange({});
          }}
        >
          {texts.list.reset}
        </Button>
      </Space>
    </Form>
  );
}
