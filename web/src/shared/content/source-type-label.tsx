import { useTranslation } from 'react-i18next';
import { sourceTypeIcons } from '../ui/icons';
import type { SourceType } from './content.api';
import './source-type-label.css';

/** A source's type as an icon and its name (Text, PDF, Website). */
export function SourceTypeLabel({ type }: { type: SourceType }) {
  const { t } = useTranslation('content');
  return (
    <span className={`source-type source-type-${type}`}>
      {sourceTypeIcons[type]}
      {t(`types.${type}`)}
    </span>
  );
}
