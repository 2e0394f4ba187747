import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Grouped list entries (member pages): a label, a value or hint on the right, an arrow. */
export function EntryList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="entry-list" aria-label={label}>
      {children}
    </ul>
  );
}

export function EntryRow({
  label,
  value,
  to,
  onClick,
  tone,
  verbatim = false,
}: {
  label: string;
  value?: ReactNode;
  /**
   * The value is the member's own words (a name, a branch they typed): shown as written, in
   * whatever language it is, and marked so that no page translator or language check touches it.
   */
  verbatim?: boolean;
  to?: string;
  onClick?: () => void;
  tone?: 'danger' | 'muted';
}) {
  const content = (
    <>
      <span className="entry-label">{label}</span>
      {value !== undefined && (
        <span className="entry-value" translate={verbatim ? 'no' : undefined}>
          {value}
        </span>
      )}
      {(to || onClick) && (
        <svg className="entry-arrow" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </>
  );
  const className = `entry-row${tone ? ` entry-${tone}` : ''}`;
  return (
    <li>
      {to ? (
        <Link className={className} to={to}>
          {content}
        </Link>
      ) : onClick ? (
        <button type="button" className={className} onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}
