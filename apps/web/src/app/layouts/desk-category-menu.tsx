import { Link, useLocation, useSearchParams } from 'react-router';
import { useGameList } from '../../features/home/api/get-game-list.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { imageUrl } from '../../lib/images.ts';
import { homePath } from '../nav.ts';

const SPORTS_PATH = '/sports';
// The lobby's own names (game-lobby.tsx), spelled again: an export of the home's chunk would cost
// every first paint the bytes of a shared binding.
const CATEGORY_PARAM = 'category';
const SPORTSBOOK_ID = -1;

/**
 * The desktop header's game categories (UI.md: "the game categories as a horizontal menu"): the
 * catalogue's categories, each opening its tab of the home's lobby, and the sportsbook, which is a
 * page of its own. Until the catalogue has loaded only the home and the sportsbook are listed.
 */
export function DeskCategoryMenu() {
  const { t } = useTranslation();
  const { data = [] } = useGameList();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const home = homePath('desktop');
  const onHome = pathname === home;
  // The lobby shows its first category when the query names none.
  const wanted = Number(params.get(CATEGORY_PARAM));
  const shown =
    wanted === SPORTSBOOK_ID || data.some((c) => c.id === wanted) ? wanted : data[0]?.id;
  // The sportsbook's pages, or its tab of the lobby.
  const sports = pathname.startsWith(SPORTS_PATH) || (onHome && shown === SPORTSBOOK_ID);
  return (
    <nav className="desk-categories" aria-label={t('home.categories')}>
      <div className="container desk-categories-inner">
        {data.map((category) => {
          const active = onHome && category.id === shown;
          return (
            <Link
              key={category.id}
              to={`${home}?${CATEGORY_PARAM}=${category.id}`}
              className={active ? 'is-active' : undefined}
              aria-current={active ? 'page' : undefined}
            >
              {category.icon_nor && <img src={imageUrl(category.icon_nor)} alt="" />}
              {category.name}
            </Link>
          );
        })}
        <Link
          to={SPORTS_PATH}
          className={sports ? 'is-active' : undefined}
          aria-current={sports ? 'page' : undefined}
        >
          <img src={imageUrl('/media/games/type-sports.nor.svg')} alt="" />
          {t('home.sportsbook')}
        </Link>
      </div>
    </nav>
  );
}
