import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../web/src/shared/ui/alert';
import type { AuditDifference } from './audit.api';
import { orderedDifferences, valueText } from './audit-model';

/** `verified`, or each difference: where (an event of the stream or a read model field), expected and found. */
export function VerificationResult({ verified, differences }: { verified: boolean; differences: AuditDifference[] }) {
  const { t } = useTranslation('audit');
  if (verified) return <Alert tone="success" title={t('verified')}>{t('verifiedText')}</Alert>;
  return (
    <Alert tone="error" title={t('differences', { count: differences.length })}>
      <ul className="audit-differences">
        {orderedDifferences(differences).map((d, i) => (
          <li key={`${d.path}-${i}`}>
            <span className="mono">
              {d.source === 'event' ? t('eventAt', { revision: d.revision ?? '?' }) : t('readModel')} {d.path}
            </span>
            <span>
              {t('expectedFound', { expected: valueText(d.expected), found: valueText(d.actual) })}
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
