import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import {
  SUPPORT_MESSAGE_MAX,
  UPLOAD_IMAGE_MIMES,
  UPLOAD_MAX_BYTES,
  supportLength,
} from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useSendMessage } from '../api/send-message.ts';
import { uploadImage } from '../../../lib/api/upload-image.ts';

/** The counter shows once a message passes this share of the limit. */
const COUNT_FROM = Math.floor(SUPPORT_MESSAGE_MAX * 0.8);

/**
 * Writing a message: text (Enter sends on a desktop, Shift+Enter breaks the line), or an image
 * for members, sent at once as a message of its own. Refusals are shown in the member's language.
 */
export function Composer({ draft, setDraft }: { draft: string; setDraft: (text: string) => void }) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const isMember = useSessionStore((s) => Boolean(s.token));
  const send = useSendMessage();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const picker = useRef<HTMLInputElement>(null);
  const length = supportLength(draft.trim());
  const tooLong = length > SUPPORT_MESSAGE_MAX;
  const busy = send.isPending || uploading;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const content = draft.trim();
    if (busy || content === '' || tooLong) return;
    setError(undefined);
    try {
      await send.mutateAsync({ content });
      setDraft('');
    } catch (failure) {
      const text = describeError(t, failure);
      setError(text);
      void showToast(text, 'fail');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (layout !== 'desktop' || event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  async function sendImage(file: File) {
    if (!(UPLOAD_IMAGE_MIMES as readonly string[]).includes(file.type)) {
      void showToast(t('support.image.notImage'), 'fail');
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      void showToast(t('support.image.tooBig', { size: UPLOAD_MAX_BYTES / 1024 / 1024 }), 'fail');
      return;
    }
    setUploading(true);
    setError(undefined);
    try {
      const uploaded = await uploadImage(file);
      await send.mutateAsync({ content: '', images: [uploaded.id] });
    } catch (failure) {
      const text = describeError(t, failure);
      setError(text);
      void showToast(text, 'fail');
    } finally {
      setUploading(false);
    }
  }

  return (
    <form className="chat-composer" onSubmit={(event) => void submit(event)} noValidate>
      {!isMember && (
        <p className="chat-visitor">
          <span>{t('support.visitor.hint')}</span>
          <Link to="/login">{t('support.visitor.login')}</Link>
        </p>
      )}
      {uploading && <p className="chat-status-line">{t('support.image.uploading')}</p>}
      {(error || tooLong) && (
        <p className="chat-error" role="alert">
          {tooLong ? t('support.input.tooLong', { max: SUPPORT_MESSAGE_MAX }) : error}
        </p>
      )}
      <div className="chat-input-row">
        <button
          type="button"
          className="chat-icon-button"
          aria-label={t('support.image.add')}
          disabled={busy}
          onClick={() => {
            if (!isMember) void showToast(t('support.image.needLogin'));
            else picker.current?.click();
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v9.6l4.3-4.3a1 1 0 0 1 1.4 0l2.8 2.8 1.8-1.8a1 1 0 0 1 1.4 0L19 15.6V7H5zm10.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
          </svg>
        </button>
        <input
          ref={picker}
          type="file"
          accept={UPLOAD_IMAGE_MIMES.join(',')}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void sendImage(file);
          }}
        />
        <textarea
          className="chat-input"
          aria-label={t('support.input.label')}
          placeholder={t('support.input.placeholder')}
          value={draft}
          rows={1}
          enterKeyHint="send"
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="chat-send"
          disabled={busy || draft.trim() === '' || tooLong}
        >
          {t('support.input.send')}
        </button>
      </div>
      {length >= COUNT_FROM && (
        <p className={`chat-count${tooLong ? ' is-over' : ''}`}>
          {t('support.input.count', { count: length, max: SUPPORT_MESSAGE_MAX })}
        </p>
      )}
    </form>
  );
}
