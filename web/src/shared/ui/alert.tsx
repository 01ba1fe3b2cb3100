import type { ReactNode } from 'react';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  className?: string;
}

const icons = { error: '!', success: '✓', info: 'i' } as const;

/** A message box. Errors are announced at once (`role="alert"`); the others politely (`role="status"`). */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert-${tone}`, className ?? ''].join(' ').trim()}
    >
      <span className="alert-icon" aria-hidden="true">
        {icons[tone]}
      </span>
      <div className="alert-body">
        {title ? <p className="alert-title">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
