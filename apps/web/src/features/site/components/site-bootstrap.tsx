import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import brand from '@brand/brand.json';
import { currentLang } from '../../../i18n/index.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { injectAnalytics } from '../lib/analytics.ts';
import { isHijackedHost } from '../lib/host-check.ts';

/**
 * Start-up duties of the site config: inject the host's analytics script once /md has answered,
 * and warn the member when the page is served from a host that is not the brand's.
 */
export function SiteBootstrap() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const [warned, setWarned] = useState(false);

  useEffect(() => {
    if (data) injectAnalytics(data.scriptsList, window.location.hostname);
  }, [data]);

  useEffect(() => {
    if (warned || !isHijackedHost(window.location.hostname, brand.hosts)) return;
    setWarned(true);
    // Rare path: the catalogue and the dialog load only when there is something to warn about.
    void Promise.all([
      import('@kirin/contract/errors'),
      import('../../../components/feedback.ts'),
    ]).then(([contract, feedback]) =>
      feedback.showAlert({
        title: t('hijack.title'),
        content: contract.messageFor('DOMAIN_HIJACKED', currentLang()),
        confirmText: t('common.ok'),
      }),
    );
  }, [t, warned]);

  return null;
}
