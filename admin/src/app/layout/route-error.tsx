import { useTranslation } from 'react-i18next';
import { RouteErrorView } from '../../../../web/src/shared/ui/error-pages';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const { t } = useTranslation('common');
  return <RouteErrorView homeLabel={t('notFound.goDashboard')} brand={t('brand')} />;
}
