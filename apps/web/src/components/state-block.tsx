import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** Empty, error and not-found states: an illustration, a title, an optional action. */
export function StateBlock({
  kind,
  title,
  description,
  children,
}: {
  kind: 'empty' | 'error' | 'missing';
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`state-block state-${kind}`}>
      <svg viewBox="0 0 120 96" aria-hidden="true" className="state-art">
        <rect x="14" y="20" width="92" height="62" rx="10" className="state-art-box" />
        {kind === 'empty' && <path d="M34 52h52M34 64h30" className="state-art-line" />}
        {kind === 'error' && <path d="M48 40l24 24M72 40L48 64" className="state-art-line" />}
        {kind === 'missing' && (
          <path d="M50 44a10 10 0 1 1 14 9c-3 2-4 3-4 7M60 68v2" className="state-art-line" />
        )}
      </svg>
      <p className="state-title">{title}</p>
      {description && <p className="state-desc">{description}</p>}
      {children}
    </div>
  );
}

/** A load that failed, with a retry: "could not load" unless `title` says more. */
export function LoadError({ onRetry, title }: { onRetry: () => unknown; title?: string }) {
  const { t } = useTranslation();
  return (
    <StateBlock kind="error" title={title ?? t('account.error.load')}>
      <button type="button" className="button-secondary" onClick={() => void onRetry()}>
        {t('common.retry')}
      </button>
    </StateBlock>
  );
}

export function SkeletonLines({ lines = 4 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}
