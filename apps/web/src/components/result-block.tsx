import type { ReactNode } from 'react';

/** The outcome of a finished action (success pages): a check mark, a title, the next steps. */
export function ResultBlock({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="result-block" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="result-icon">
        <circle cx="32" cy="32" r="30" />
        <path d="M19 33l9 9 17-19" />
      </svg>
      <h2 className="result-title">{title}</h2>
      {description && <p className="muted">{description}</p>}
      <div className="result-actions">{children}</div>
    </div>
  );
}
