import { Tabs } from 'antd';
import { PageHead } from '../../components/page-head.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { SchemeTab } from './scheme-tab.tsx';
import { SettlementsTab } from './settlements-tab.tsx';
import './agents.css';

export type OperatorRole = 'admin' | 'finance' | 'support' | 'trader';

/**
 * Agent commission: each site's scheme (administrators change it, finance reads it) and the
 * settlement runs that pay it, with a closed month settled by hand.
 */
export function AgentsPage({ sites, role }: { sites: string[] | null; role?: OperatorRole }) {
  const { texts } = useLanguage();
  const t = texts.agents;
  return (
    <>
      <PageHead title={t.title} />
      <Tabs
        items={[
          {
            key: 'scheme',
            label: t.schemeTab,
            children: <SchemeTab sites={sites} canEdit={role === 'admin'} />,
          },
          {
            key: 'settlements',
            label: t.settlementsTab,
            children: <SettlementsTab sites={sites} />,
          },
        ]}
      />
    </>
  );
}
