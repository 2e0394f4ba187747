import { Button, Card, Checkbox, Empty, Form, Input, Space, Typography } from 'antd';
import { USDT_NETWORKS } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import type { PartnerDraft } from './coins-api.ts';

/** The server keeps at most this many partners (coin-settings-input.ts). */
export const PARTNERS_MAX = 12;

const NEW_PARTNER: PartnerDraft = { name: '', url: '', networks: ['TRC20'], instructions: '' };

/**
 * The partners members buy USDT from, in the order they see them: each one's name, https link,
 * networks and steps (one a line). A new one has no id until saved; a removed one is gone once
 * the settings are saved.
 */
export function PartnerList() {
  const { texts } = useLanguage();
  const t = texts.coins;
  const required = [{ required: true, whitespace: true, message: t.required }];
  return (
    <Form.List name="partners">
      {(fields, { add, remove }) => (
        <section className="coin-partners" aria-label={t.partners}>
          <Typography.Title level={5}>{t.partners}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {fill(t.partnersHint, { n: PARTNERS_MAX })}
          </Typography.Paragraph>
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noPartners} />
          )}
          {fields.map((field, i) => {
            const title = fill(t.partner, { n: i + 1 });
            return (
              <Card
                key={field.key}
                size="small"
                className="coin-partner"
                title={title}
                role="group"
                aria-label={title}
                extra={
                  <Button danger size="small" onClick={() => remove(field.name)}>
                    {t.remove}
                  </Button>
                }
              >
                <Form.Item name={[field.name, 'name']} label={t.name} rules={required}>
                  <Input maxLength={40} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'url']}
                  label={t.url}
                  extra={t.urlHint}
                  rules={required}
                >
                  <Input inputMode="url" maxLength={500} placeholder="https://" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'networks']}
                  label={t.networks}
                  rules={[{ required: true, type: 'array', min: 1, message: t.networksRequired }]}
                >
                  <Checkbox.Group
                    options={USDT_NETWORKS.map((network) => ({ value: network, label: network }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'instructions']}
                  label={t.instructions}
                  extra={t.instructionsHint}
                  rules={required}
                >
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} />
                </Form.Item>
              </Card>
            );
          })}
          <Space>
            <Button
              type="dashed"
              disabled={fields.length >= PARTNERS_MAX}
              onClick={() => add({ ...NEW_PARTNER })}
            >
              {t.add}
            </Button>
          </Space>
        </section>
      )}
    </Form.List>
  );
}
