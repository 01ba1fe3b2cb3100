import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../shared/ui/error-pages';

/** Any unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <NotFoundView homeLabel={t('notFound.goHome')} />;
}
