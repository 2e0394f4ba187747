import { useSearchParams } from 'react-router';
import { FeedbackThread } from '../../features/feedback/components/feedback-detail.tsx';

/** `/user/feedbackDetail?id=`. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="fb-page">
      <FeedbackThread id={params.get('id') ?? ''} />
    </div>
  );
}
