import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../../../web/src/shared/ui/error-pages';

/** An unknown path under /admin. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <NotFoundView homeLabel={t('notFound.goDashboard')} brand={t('brand')} />;
}
