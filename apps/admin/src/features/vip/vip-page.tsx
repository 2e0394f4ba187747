import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Form, Popconfirm, Radio, Space, Spin } from 'antd';
import { PageHead } from '../../components/page-head.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { ApiRefusal } from '../../lib/api.ts';
import { useSiteSetting } from '../../lib/use-site-setting.ts';
import { LadderTable } from './ladder-table.tsx';
import { SetLevelDialog } from './set-level-dialog.tsx';
import { evaluateNow, getLadder, type VipEvaluation } from './vip-api.ts';
import './vip.css';

/**
 * The VIP ladder of one site at a time, edited in place and saved whole; a member's level set by
 * hand; and an evaluation run now (it also runs on its own), with what it did.
 */
export function VipPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.vip;
  const { message } = App.useApp();
  const { site, setSite, query: ladder, keep } = useSiteSetting('vip-ladder', sites, getLadder);
  const [setting, setSetting] = useState(false);
  const [scope, setScope] = useState<'site' | 'all'>('site');
  const [evaluation, setEvaluation] = useState<{ scope: string; result: VipEvaluation } | null>(
    null,
  );
  const [evaluating, setEvaluating] = useState(false);
  // One key per run until it has an answer, as for every money write.
  const key = useRef<string | null>(null);

  const evaluate = async () => {
    const target = scope === 'all' ? 'all' : site;
    key.current ??= crypto.randomUUID();
    setEvaluating(true);
    try {
      const result = await evaluateNow(target, key.current);
      key.current = null;
      setEvaluation({
        scope: scope === 'all' ? t.evaluateAll : fill(t.evaluateThis, { site }),
        result,
      });
    } catch (error) {
      if (error instanceof ApiRefusal) key.current = null;
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setEvaluating(false);
    }
  };

  return (
    <>
      <PageHead
        title={t.title}
        extra={
          <Space>
            <Button disabled={!ladder.data?.list.length} onClick={() => setSetting(true)}>
              {t.setLevel}
            </Button>
            <Popconfirm
              title={t.evaluate}
              description={
                <Space direction="vertical">
                  {t.evaluateAsk}
                  <Radio.Group
                    value={scope}
                    onChange={(event) => setScope(event.target.value as 'site' | 'all')}
                    options={[
                      { value: 'site', label: fill(t.evaluateThis, { site }) },
                      // Every site at once is for operators of every site.
                      ...(sites === null ? [{ value: 'all', label: t.evaluateAll }] : []),
                    ]}
                  />
                </Space>
              }
              onConfirm={() => evaluate()}
            >
              <Button type="primary" loading={evaluating}>
                {t.evaluate}
              </Button>
            </Popconfirm>
          </Space>
        }
      />
      <Space className="list-filters" wrap>
        <Form.Item label={t.site} style={{ margin: 0 }}>
          <SiteSelect
            sites={sites}
            aria-label={t.site}
            value={site}
            onChange={(next: string) => setSite(next)}
          />
        </Form.Item>
      </Space>
      {evaluation && (
        <Alert
          className="form-refusal"
          type="success"
          showIcon
          closable
          onClose={() => setEvaluation(null)}
          message={fill(t.evaluated, { scope: evaluation.scope, ...evaluation.result })}
        />
      )}
      {ladder.isError && (
        <Alert
          type="error"
          showIcon
          message={ladder.error.message}
          action={<Button onClick={() => void ladder.refetch()}>{texts.list.retry}</Button>}
        />
      )}
      {ladder.isPending && <Spin />}
      {ladder.data && (
        <Card
          size="small"
          title={fill(t.ladder, { site: ladder.data.site, currency: ladder.data.currency })}
        >
          {ladder.data.list.length === 0 && (
            <Alert className="form-refusal" type="info" showIcon message={t.none} />
          )}
          <LadderTable ladder={ladder.data} onSaved={(saved) => keep(saved, saved.site)} />
        </Card>
      )}
      <SetLevelDialog
        open={setting}
        site={site}
        levels={ladder.data?.list ?? []}
        onClose={() => setSetting(false)}
      />
    </>
  );
}
