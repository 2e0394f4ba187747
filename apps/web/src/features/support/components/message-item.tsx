import type { SupportMessage } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { chatTime } from '../lib/chat-time.ts';

function Images({ images }: { images: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="chat-images">
      {images.map((src, index) => (
        <li key={src}>
          {/* Signed URLs of our own server: plain links, never rewritten or proxied. */}
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('support.image.open', { n: index + 1 })}
          >
            <img src={src} alt={t('support.image.alt', { n: index + 1 })} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One message: the customer's on the right with its read state, the operators' on the left. */
export function MessageItem({ message }: { message: SupportMessage }) {
  const { t, i18n } = useTranslation();
  if (message.author === 'system') {
    return (
      <li className="chat-system" role="note">
        <span>{t('support.closed')}</span>
      </li>
    );
  }
  const mine = message.author === 'customer';
  return (
    <li className={`chat-message ${mine ? 'is-mine' : 'is-theirs'}`}>
      {!mine && (
        <span className="chat-avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-5 4v-4H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
          </svg>
        </span>
      )}
      <div className="chat-body">
        {!mine && <p className="chat-who">{t('support.author.operator')}</p>}
        <div className={`chat-bubble${message.body === '' ? ' is-images' : ''}`}>
          {message.body !== '' && <p className="chat-text">{message.body}</p>}
          {message.images.length > 0 && <Images images={message.images} />}
        </div>
        <p className="chat-meta">
          <time
            dateTime={message.createdAt}
            title={formatDateTime(message.createdAt, i18n.language)}
          >
            {chatTime(message.createdAt, i18n.language)}
          </time>
          {mine && (
            <span className={message.read ? 'chat-read' : 'chat-unread'}>
              {message.read ? t('support.read') : t('support.unread')}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
