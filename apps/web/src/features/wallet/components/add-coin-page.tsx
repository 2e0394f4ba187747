import './wallet.css';
import './coins.css';
import { defaultLocale } from '@brand/brand.json';
import { Link } from 'react-router';
import type { CoinPartner } from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useCoinPartners } from '../api/get-coin-partners.ts';

/** Only web addresses open: an operator's typo must not become a `javascript:` link. */
function webUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The operator's steps, one per line, without blank lines or the operator's own numbering. */
const stepsOf = (instructions: string) =>
  instructions
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^\d+[.、)）](?!\d)\s*/, ''))
    .filter((line) => line !== '');

/**
 * A partner's name and steps are the operator's words, written in the site's language: marked so
 * (`lang`), a screen reader reads them as written and the member's language around them stays theirs.
 */
function OperatorText({ text }: { text: string }) {
  return <span lang={defaultLocale}>{text}</span>;
}

/** "前往 {{name}}" in the member's language, the name in the operator's. */
function OpenLabel({ name }: { name: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('coins.partners.open', { name: '\u0000' }).split('\u0000');
  // One inline run: a flex button would trim the space between the words and the name.
  return (
    <span>
      {before}
      <OperatorText text={name} />
      {after}
    </span>
  );
}

function PartnerCard({ partner }: { partner: CoinPartner }) {
  const url = webUrl(partner.url);
  const { t } = useTranslation();
  const steps = stepsOf(partner.instructions);
  const titleId = `coin-partner-${partner.id}`;
  return (
    <li className="panel-card coin-partner" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-card-title">
        <OperatorText text={partner.name} />
        <span className="coin-partner-networks" aria-label={t('coins.partners.networks')}>
          {partner.networks.map((network) => (
            <span key={network} className="target-badge target-virtual">
              USDT-{network}
            </span>
          ))}
        </span>
      </h2>
      {steps.length > 0 && (
        <ol className="coin-steps" aria-labelledby={titleId} lang={defaultLocale}>
          {steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      )}
      {url && (
        <a className="button-primary" href={url} target="_blank" rel="noopener noreferrer">
          <OpenLabel name={partner.name} />
        </a>
      )}
    </li>
  );
}

/**
 * `/user/addCoin` (买币): where the operator says USDT can be bought, each partner's networks and
 * steps, and a button to the partner's site in a new tab. After buying, the member deposits USDT.
 */
export function AddCoinPage() {
  const { t } = useTranslation();
  const query = useCoinPartners();
  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) {
    return <LoadError title={describeError(t, query.error)} onRetry={query.refetch} />;
  }
  return (
    <div className="coin-page add-coin-page">
      <p className="coin-intro">{t('coins.partners.intro')}</p>
      {query.data.length === 0 ? (
        <StateBlock
          kind="empty"
          title={t('coins.partners.empty')}
          description={t('coins.partners.emptyDesc')}
        >
          <Link className="button-secondary" to="/tutorial/knowVirtualCurrency">
            {t('coins.tutorial.currency')}
          </Link>
        </StateBlock>
      ) : (
        <ul className="coin-partners" aria-label={t('coins.partners.title')}>
          {query.data.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      )}
      <p className="coin-tutorial-links">
        <Link to="/finance/deposit">{t('coins.partners.deposit')}</Link>
        <Link to="/tutorial/knowVirtualCurrency">{t('coins.tutorial.currency')}</Link>
      </p>
    </div>
  );
}
