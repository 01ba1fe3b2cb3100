import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card the sign-in, sign-up and password pages share. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="page auth-page">
      <div className="card auth-card">
        <div className="auth-card-head">
          <h1>{title}</h1>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className="auth-card-foot">{footer}</div> : null}
      </div>
    </div>
  );
}
