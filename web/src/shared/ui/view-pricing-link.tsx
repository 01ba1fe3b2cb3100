import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlanLimit } from '../api-error';

/** The "View pricing" link a plan-limit error offers (spec §8); nothing for any other error. */
export function ViewPricingLink({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation('common');
  if (!isPlanLimit(error)) return null;
  return (
    <Link to="/pricing" className={['btn btn-outline btn-sm', className ?? ''].join(' ').trim()}>
      {t('viewPricing')}
    </Link>
  );
}
