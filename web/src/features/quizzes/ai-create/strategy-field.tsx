import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useGetStrategiesQuery } from '../../../shared/content/content.api';
import type { GenerationFormValues } from './generation-form';
import { strategyIcons } from './strategy-icons';

/**
 * The content strategy (spec §2): one card per option of GET /content/strategies, the recommended one (hybrid)
 * marked. If they cannot be loaded, a red message says so and the default (hybrid) is used.
 */
export function StrategyField() {
  const { t } = useTranslation('content');
  const { register } = useFormContext<GenerationFormValues>();
  const { data: strategies, isLoading, isError } = useGetStrategiesQuery();

  return (
    <fieldset className="choice-field" aria-describedby="strategy-hint" aria-busy={isLoading}>
      <legend className="field-label">{t('form.strategy')}</legend>
      <p id="strategy-hint" className="field-hint">
        {t('form.strategyHint')}
      </p>
      {isLoading ? (
        <div className="strategy-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="5.5rem" />
          ))}
        </div>
      ) : isError || !strategies ? (
        <p className="field-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {t('form.strategiesFailed')}
        </p>
      ) : (
        <div className="strategy-grid">
          {strategies.map((strategy) => {
            const id = `strategy-${strategy.value}`;
            return (
              <div key={strategy.value} className="strategy-option">
                <input
                  id={id}
                  type="radio"
                  value={strategy.value}
                  className="choice-input"
                  aria-describedby={`${id}-text`}
                  {...register('contentStrategy')}
                />
                <label htmlFor={id} className="strategy-card">
                  <span className="strategy-icon">{strategyIcons[strategy.icon] ?? strategyIcons.layers}</span>
                  <span className="strategy-body">
                    <span className="strategy-title">
                      {t(`strategies.${strategy.value}.title`)}
                      {strategy.recommended ? (
                        <span className="badge badge-success">{t('strategies.recommended')}</span>
                      ) : null}
                    </span>
                    <span id={`${id}-text`} className="strategy-text">
                      {t(`strategies.${strategy.value}.text`)}
                    </span>
                  </span>
                </label>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
