import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from './alert';

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

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The error of the last attempt, above the fields. */
  failure: string | null;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** The form of an auth card: the last failure, the fields, and a full-width submit button that shows the wait. */
export function AuthForm({ onSubmit, busy, failure, submitLabel, busyLabel, children }: AuthFormProps) {
  return (
    <form className="stack form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {children}
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
