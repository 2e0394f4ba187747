import { FeedbackList } from '../../features/feedback/components/feedback-list.tsx';
import { FeedbackTabs } from '../../features/feedback/components/feedback-tabs.tsx';

/** `/user/feedbackList`: the member's feedback threads. */
export function Component() {
  return (
    <div className="fb-page">
      <FeedbackTabs />
      <FeedbackList />
    </div>
  );
}
