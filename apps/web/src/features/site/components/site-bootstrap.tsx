import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import * as brand from '@brand/brand.json';
import { currentLang } from '../../../i18n/index.ts';
import { AFTER_LOAD_MS, afterLoad } from '../../../lib/after-load.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
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
    if (!data) return;
    // The statistics script comes from another origin (a new connection: on a phone's network,
    // most of a second): it waits until the page has loaded and is idle, with its injector, so that
    // it never holds up what the member came to see (docs/decisions/analytics-after-load.md).
    return afterLoad(
      () =>
        void import('../lib/analytics.ts').then((analytics) =>
          analytics.injectAnalytics(data.scriptsList, window.location.hostname),
        ),
      AFTER_LOAD_MS,
      true,
    );
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
