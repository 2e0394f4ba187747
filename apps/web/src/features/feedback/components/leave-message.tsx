import './feedback.css';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { ResultBlock } from '../../../components/result-block.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const TYPES = ['suggestion', 'other'] as const;

/**
 * `/tutorial/leaveMsg`: "leave us a message", a short page that posts the same feedback as
 * `/user/feedback`, limited to suggestions and other matters.
 */
export function LeaveMessage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | undefined>();
  if (sent !== undefined) {
    return (
      <ResultBlock title={t('feedback.leaveMsg.done')}>
        <Link className="button-primary" to={`/user/feedbackDetail?id=${sent}`}>
          {t('feedback.leaveMsg.viewMine')}
        </Link>
        <button type="button" className="button-secondary" onClick={() => setSent(undefined)}>
          {t('feedback.leaveMsg.again')}
        </button>
      </ResultBlock>
    );
  }
  return (
    <div className="fb-page">
      <p className="fb-intro">{t('feedback.leaveMsg.intro')}</p>
      <FeedbackForm
        types={TYPES}
        initialType="suggestion"
        contentLabel={t('feedback.leaveMsg.label')}
        contentPlaceholder={t('feedback.leaveMsg.placeholder')}
        onDone={setSent}
      />
    </div>
  );
}
