import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlanLimit } from '../api-error';
import { Alert } from './alert';
import { useErrorText } from './use-error-text';

interface ApiErrorAlertProps {
  error: unknown;
  /** Shown when the server sent no message (e.g. "Failed to save quiz"). */
  failed: string;
  thrown?: string;
  className?: string;
}

/** A failed call in a red box; a plan limit says what the plan allows and links to the pricing page. */
export function ApiErrorAlert({ error, failed, thrown, className }: ApiErrorAlertProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const text = errorText(error, { failed, thrown });
  if (!isPlanLimit(error)) {
    return (
      <Alert tone="error" className={className}>
        {text}
      </Alert>
    );
  }
  return (
    <Alert tone="error" className={['alert-with-action', className ?? ''].join(' ').trim()}>
      <span>{text}</span>
      <Link to="/pricing" className="btn btn-outline btn-sm">
        {t('viewPricing')}
      </Link>
    </Alert>
  );
}
