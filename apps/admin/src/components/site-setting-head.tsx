import { Alert, Form, Space, Spin } from 'antd';
import { PageHead } from './page-head.tsx';
import { SiteSelect } from './site-select.tsx';

/**
 * The top of a screen that edits one site's setting whole (referral rule, coin settings): title,
 * what the setting does, the site picker, and the state of the read and of the last save.
 */
export function SiteSettingHead({
  texts,
  sites,
  site,
  setSite,
  query,
  stored,
  refusal,
  refused,
}: {
  texts: { title: string; intro: string; site: string; none: string; refused: string };
  sites: string[] | null;
  site: string;
  setSite: (site: string) => void;
  query: { isError: boolean; error: Error | null; isPending: boolean };
  /** undefined while read; null when the site has none yet. */
  stored: unknown;
  refusal: string | null | undefined;
  /** The refused fields, each "label: reason". */
  refused: string[];
}) {
  return (
    <>
      <PageHead title={texts.title} />
      <Alert className="form-refusal" type="info" showIcon message={texts.intro} />
      <Space className="list-filters" wrap>
        <Form.Item label={texts.site} style={{ margin: 0 }}>
          <SiteSelect
            sites={sites}
            aria-label={texts.site}
            value={site}
            onChange={(next: string) => setSite(next)}
          />
        </Form.Item>
      </Space>
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      {query.isPending && <Spin />}
      {stored === null && (
        <Alert className="form-refusal" type="warning" showIcon message={texts.none} />
      )}
      {refusal && (
        <Alert
          className="form-refusal"
          type="error"
          showIcon
          message={refusal}
          description={refused.length > 0 && `${texts.refused} ${refused.join('; ')}`}
        />
      )}
    </>
  );
}
