import type { ReactNode } from 'react';
import type { Tone } from '../../features/dashboard/thresholds';

interface MetricCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** A threshold state: a coloured edge and a status word, so colour is never the only signal. */
  tone?: Tone;
  toneLabel?: string;
}

/** One figure of a dashboard: label, value, an optional detail line and an optional threshold state. */
export function MetricCard({ label, value, detail, tone, toneLabel }: MetricCardProps) {
  return (
    <li className={['card', 'metric-card', tone ? `metric-${tone}` : ''].join(' ').trim()}>
      <span className="metric-label">{label}</span>
      <span className="metric-value">{value}</span>
      {detail ? <span className="metric-detail">{detail}</span> : null}
      {tone && toneLabel ? (
        <span className={`metric-status status-${tone}`}>
          <span className="status-dot" aria-hidden="true" />
          {toneLabel}
        </span>
      ) : null}
    </li>
  );
}
