import { useNavigate } from 'react-router';
import { FeedbackForm } from '../../features/feedback/components/feedback-form.tsx';
import { FeedbackTabs } from '../../features/feedback/components/feedback-tabs.tsx';

/** `/user/feedback`: a new feedback thread; once sent, the member lands on it. */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="fb-page">
      <FeedbackTabs />
      <FeedbackForm onDone={(id) => void navigate(`/user/feedbackDetail?id=${id}`)} />
    </div>
  );
}
