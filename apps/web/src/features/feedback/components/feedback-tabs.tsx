import { useTranslation } from '../../../i18n/use-translation.ts';
import { NavLink } from 'react-router';

/** 提交反馈 | 我的反馈: the two pages of the feedback entry. */
export function FeedbackTabs() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) => `fb-tab${isActive ? ' is-active' : ''}`;
  return (
    <nav className="fb-tabs" aria-label={t('feedback.tabs.label')}>
      <NavLink to="/user/feedback" className={tab} replace end>
        {t('feedback.tabs.submit')}
      </NavLink>
      <NavLink to="/user/feedbackList" className={tab} replace end>
        {t('feedback.tabs.mine')}
      </NavLink>
    </nav>
  );
}
