import type { ReactNode } from 'react';

interface DashboardSectionProps {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A titled card of the dashboard. */
export function DashboardSection({ id, title, icon, children }: DashboardSectionProps) {
  return (
    <section className="card dashboard-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        <span className="section-title-icon">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section shows while it has nothing to list, with an optional way to start. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {text ? <p className="muted">{text}</p> : null}
      {action ? <div className="empty-action">{action}</div> : null}
    </div>
  );
}
