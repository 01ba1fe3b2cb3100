import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  detail?: string;
  icon: ReactNode;
  tone: 'violet' | 'blue' | 'green' | 'amber' | 'pink';
}

/** One figure of the dashboard: label, value and an optional detail line. */
export function StatCard({ label, value, detail, icon, tone }: StatCardProps) {
  return (
    <li className="card stat-card">
      <span className={`stat-icon tone-${tone}`}>{icon}</span>
      <div className="stat-body">
        <span className="stat-label">{label}</span>
        <span className="stat-value">{value}</span>
        {detail ? <span className="stat-detail">{detail}</span> : null}
      </div>
    </li>
  );
}
