import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { PageHeader } from '../../shared/ui/page-header';
import { gameRefOf } from './audit-model';

/** /audit: find a game by its id or PIN and open its replay; billing histories open from a user's page. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  usePageTitle(t('title'), t('common:brand'));
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ref = gameRefOf(value);
    setInvalid(ref === null);
    if (ref) void navigate(`/audit/games/${encodeURIComponent(ref)}`);
  };

  return (
    <div className="page stack-lg">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <section className="card stack" aria-labelledby="audit-game-title">
        <h2 id="audit-game-title">{t('game.findTitle')}</h2>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>{t('game.refLabel')}</label>
            <input
              id={inputId}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
            />
            {invalid ? (
              <p id={errorId} className="field-error" role="alert">
                {t('game.refInvalid')}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="btn btn-primary">
              {t('game.open')}
            </button>
          </div>
        </form>
      </section>
      <p className="muted">{t('billing.hint')}</p>
    </div>
  );
}
