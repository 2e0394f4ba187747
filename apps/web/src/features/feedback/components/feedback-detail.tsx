import './feedback.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { FEEDBACK_IMAGES_MAX, type FeedbackDetail, type FeedbackPost } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { describeError, fieldErrorsOf } from '../../../lib/describe-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useFeedbackDetail } from '../api/get-feedback-detail.ts';
import { useReplyFeedback } from '../api/reply-feedback.ts';
import { ContentField, contentError } from './content-field.tsx';
import { STATE_TONE, useStateLabel, useTypeLabel } from './feedback-labels.ts';
import { ImagePicker } from './image-picker.tsx';
import { useImageUploads } from './use-image-uploads.ts';

function Missing() {
  const { t } = useTranslation();
  return (
    <StateBlock kind="missing" title={t('feedback.missing')}>
      <Link className="button-secondary" to="/user/feedbackList" replace>
        {t('feedback.backToList')}
      </Link>
    </StateBlock>
  );
}

function Post({ post }: { post: FeedbackPost }) {
  const { t, i18n } = useTranslation();
  const mine = post.author === 'member';
  return (
    <li className={`fb-post ${mine ? 'is-member' : 'is-operator'}`}>
      <p className="fb-post-who">
        <span>{mine ? t('feedback.author.member') : t('feedback.author.operator')}</span>
        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, i18n.language)}</time>
      </p>
      <div className="fb-bubble">
        <p className="fb-post-body">{post.body}</p>
        {post.images.length > 0 && (
          <ul className="fb-post-images">
            {post.images.map((src, index) => (
              <li key={src}>
                {/* Signed URLs of our own server: plain links, never rewritten or proxied. */}
                <a
                  href={src}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('feedback.images.open', { n: index + 1 })}
                >
                  <img src={src} alt={t('feedback.images.alt', { n: index + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A follow-up from the member: text and images, as for a new thread. */
function ReplyBox({ id }: { id: number }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const uploads = useImageUploads(FEEDBACK_IMAGES_MAX);
  const reply = useReplyFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reply.isPending) return;
    const problem = contentError(t, content);
    setError(problem);
    if (problem) return;
    if (uploads.busy) {
      void showToast(t('feedback.images.wait'));
      return;
    }
    try {
      await reply.mutateAsync({ id, content: content.trim(), images: uploads.ids });
      void showToast(t('account.success.submitted'), 'success');
      setContent('');
      uploads.reset();
    } catch (failure) {
      setError(fieldErrorsOf(failure)['content']);
      void showToast(describeError(t, failure), 'fail');
    }
  }

  return (
    <form className="fb-form fb-reply" onSubmit={(event) => void submit(event)} noValidate>
      <ContentField
        label={t('feedback.reply.label')}
        placeholder={t('feedback.reply.placeholder')}
        value={content}
        error={error}
        rows={3}
        onChange={(value) => {
          setContent(value);
          if (error) setError(undefined);
        }}
      />
      <ImagePicker uploads={uploads} />
      <SubmitButton loading={reply.isPending}>{t('feedback.reply.send')}</SubmitButton>
    </form>
  );
}

function Thread({ thread }: { thread: FeedbackDetail }) {
  const { t, i18n } = useTranslation();
  const typeLabel = useTypeLabel();
  const stateLabel = useStateLabel();
  const answered = thread.posts.some((post) => post.author === 'operator');
  return (
    <div className="fb-thread">
      <section className="fb-thread-head" aria-label={t('feedback.detailTitle')}>
        <span className="fb-card-type">{typeLabel(thread.type)}</span>
        <span className={STATE_TONE[thread.state]}>{stateLabel(thread.state)}</span>
        <span className="fb-thread-time">
          {t('feedback.createdAt', { time: formatDateTime(thread.createdAt, i18n.language) })}
        </span>
      </section>
      <ol className="fb-posts">
        {thread.posts.map((post) => (
          <Post key={post.id} post={post} />
        ))}
      </ol>
      {!answered && thread.state !== 'closed' && (
        <p className="form-hint">{t('feedback.waiting')}</p>
      )}
      {thread.state === 'closed' ? (
        <p className="fb-closed">{t('feedback.reply.closed')}</p>
      ) : (
        <ReplyBox id={thread.id} />
      )}
    </div>
  );
}

function Detail({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useFeedbackDetail(id);
  if (isPending) return <SkeletonLines lines={8} />;
  if (isError) {
    // Someone else's thread answers NOT_FOUND, as a missing one does (API.md); so does a bad id.
    if (error instanceof ApiRefusal && ['NOT_FOUND', 'VALIDATION'].includes(error.code)) {
      return <Missing />;
    }
    return <LoadError onRetry={refetch} />;
  }
  return <Thread thread={data} />;
}

/** `/user/feedbackDetail?id=`: the thread with the operators' replies and a follow-up box. */
export function FeedbackThread({ id }: { id: string }) {
  return /^[1-9]\d{0,14}$/.test(id) ? <Detail id={id} /> : <Missing />;
}
