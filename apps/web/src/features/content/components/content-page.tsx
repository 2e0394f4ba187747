import './content.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { HELP_CENTER_SLUG, resolveLang, type ContentPage as Page } from '@kirin/contract';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useRichText } from '../../../hooks/use-rich-text.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useContentList } from '../api/get-content-list.ts';
import { useContentPage } from '../api/get-content-page.ts';

/** A page that is not there, or a slug the server refuses: the same answer for the member. */
const isMissing = (error: unknown) =>
  error instanceof ApiRefusal && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION');

/**
 * One article of the help centre, the tutorials or the sponsor page, loaded by slug in the
 * member's language. `standalone` pages (the sponsor tab) have no frame title, so the article's
 * title is the page's h1; elsewhere the frame's h1 (`frameTitle`) names the section and this is
 * its h2, read aloud but not shown again when it says the same (the help centre).
 */
export function ContentPage({
  slug,
  standalone = false,
  frameTitle,
}: {
  slug: string;
  standalone?: boolean;
  frameTitle?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = resolveLang(i18n.language);
  const page = useContentPage(slug, lang);

  if (page.isPending) {
    return (
      <div className="content-page" aria-busy="true" aria-label={t('common.loading')}>
        <span className="skeleton-line content-skeleton-title" />
        <SkeletonLines lines={8} />
      </div>
    );
  }
  if (page.isError) {
    if (isMissing(page.error)) {
      const toHelp = slug !== HELP_CENTER_SLUG;
      return (
        <StateBlock
          kind="missing"
          title={t('content.missing.title')}
          description={t('content.missing.desc')}
        >
          <Link className="button-secondary" to={toHelp ? `/${HELP_CENTER_SLUG}` : '/'}>
            {toHelp ? t('content.missing.toHelp') : t('common.backHome')}
          </Link>
        </StateBlock>
      );
    }
    return (
      <StateBlock
        kind="error"
        title={t('content.error.title')}
        description={t('content.error.desc')}
      >
        <button type="button" className="button-secondary" onClick={() => void page.refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }
  return (
    <article className="content-page" lang={page.data.lang}>
      <Article page={page.data} standalone={standalone} frameTitle={frameTitle} />
      {slug === HELP_CENTER_SLUG && <TutorialList />}
    </article>
  );
}

function Article({
  page,
  standalone,
  frameTitle,
}: {
  page: Page;
  standalone: boolean;
  frameTitle: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const body = useRichText(page.body, t('content.table'));
  const Title = standalone ? 'h1' : 'h2';
  const repeated = !standalone && page.title === frameTitle;

  return (
    <>
      <header className="content-head">
        <Title className={repeated ? 'visually-hidden' : 'content-title'}>{page.title}</Title>
        <p className="content-updated">
          {t('content.updatedAt', {
            date: formatDateTime(page.updatedAt, i18n.language).slice(0, 10),
          })}
        </p>
      </header>
      <div className="content-body" {...body.props} />
    </>
  );
}

/** The help centre's list of every tutorial, from the site's own pages. */
function TutorialList() {
  const { t, i18n } = useTranslation();
  const list = useContentList('tutorial', resolveLang(i18n.language));
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className="content-tutorials" aria-labelledby="content-tutorials">
      <h2 id="content-tutorials" className="content-tutorials-title">
        {t('content.tutorials')}
      </h2>
      <EntryList>
        {list.data.map((item) => (
          <EntryRow key={item.slug} label={item.title} to={`/${item.slug}`} />
        ))}
      </EntryList>
    </section>
  );
}
