import { useState } from 'react';
import { Tabs } from 'antd';
import { PageHead } from '../../components/page-head.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { DifferencesTab } from './differences-tab.tsx';
import { TransfersTab } from './transfers-tab.tsx';

/**
 * The platform's venue books: moves between the central wallet and the venues (those in doubt
 * asked about now), and the differences the reconciliation found between a venue's balances and
 * ours (booked after looking, with a reason). Each tab reads its list only once opened.
 */
export function ReconciliationPage() {
  const { texts } = useLanguage();
  const t = texts.reconciliation;
  const [tab, setTab] = useState<'transfers' | 'differences'>('transfers');
  return (
    <>
      <PageHead title={t.title} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as typeof tab)}
        items={[
          { key: 'transfers', label: t.tabs.transfers, children: <TransfersTab /> },
          { key: 'differences', label: t.tabs.differences, children: <DifferencesTab /> },
        ]}
      />
    </>
  );
}
