import { isPlanLimit } from '../api-error';
import { Alert } from './alert';
import { useErrorText } from './use-error-text';
import { ViewPricingLink } from './view-pricing-link';

interface ApiErrorAlertProps {
  error: unknown;
  /** Shown when the server sent no message (e.g. "Failed to save quiz"). */
  failed: string;
  thrown?: string;
  className?: string;
}

/** A failed call in a red box; a plan limit says what the plan allows and links to the pricing page. */
export function ApiErrorAlert({ error, failed, thrown, className }: ApiErrorAlertProps) {
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
      <ViewPricingLink error={error} />
    </Alert>
  );
}
