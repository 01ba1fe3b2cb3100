import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { sandboxActions, type SandboxAction } from '../../../../domain/subscription/subscription.views';
import { useRunSandboxActionMutation } from './subscription.api';

/**
 * Only with the sandbox provider: what a developer needs to try the lifecycle. Each button makes the sandbox send
 * the provider's signed webhook (a renewal, a failed payment, a cancellation, a refund) through the real webhook
 * endpoint, and the page shows the outcome.
 */
export function SandboxTools() {
  const { t } = useTranslation('subscription');
  const [run, { isLoading, error, isSuccess, reset }] = useRunSandboxActionMutation();
  const [last, setLast] = useState<SandboxAction | null>(null);

  const onRun = async (action: SandboxAction) => {
    reset();
    setLast(action);
    await run(action)
      .unwrap()
      .catch(() => null);
  };

  return (
    <section className="card sub-card sub-sandbox" aria-labelledby="sub-sandbox-title">
      <h2 id="sub-sandbox-title" className="section-title">
        <span className="badge badge-warning">{t('sandbox.badge')}</span> {t('sandbox.title')}
      </h2>
      <p className="muted">{t('sandbox.text')}</p>
      <div className="sub-actions" role="group" aria-labelledby="sub-sandbox-title">
        {sandboxActions.map((action) => (
          <button
            key={action}
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void onRun(action)}
            disabled={isLoading}
            aria-busy={isLoading && last === action}
          >
            {t(`sandbox.actions.${action}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {isSuccess && last ? <Alert tone="success">{t(`sandbox.done.${last}`)}</Alert> : null}
        {error ? <ApiErrorAlert error={error} failed={t('sandbox.failed')} /> : null}
      </div>
    </section>
  );
}
