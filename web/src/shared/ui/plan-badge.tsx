import { useTranslation } from 'react-i18next';

type Plan = 'free' | 'plus' | 'pro' | 'enterprise';

const variants: Record<Plan, string> = {
  free: 'badge-secondary',
  plus: 'badge-default',
  pro: 'badge-destructive',
  enterprise: 'badge-outline',
};

const isPlan = (value: unknown): value is Plan => typeof value === 'string' && value in variants;

/** The plan badge (spec §9 styles: free secondary, plus default, pro destructive, enterprise outline). */
export function PlanBadge({ plan, className }: { plan: unknown; className?: string }) {
  const { t } = useTranslation('common');
  const known: Plan = isPlan(plan) ? plan : 'free';
  return <span className={['badge', variants[known], className ?? ''].join(' ').trim()}>{t(`plans.${known}`)}</span>;
}
