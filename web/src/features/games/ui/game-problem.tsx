import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/ui/use-page-title';

interface GameProblemProps {
  title: string;
  text: string;
  /** The way out: back to the dashboard, to /join, home. */
  actions: ReactNode;
}

/** A game screen that cannot be shown (not found, removed, failed to load), with where to go instead. */
export function GameProblem({ title, text, actions }: GameProblemProps) {
  usePageTitle(title);
  return (
    <div className="page not-found game-problem">
      <h1>{title}</h1>
      <p className="muted" role="alert">
        {text}
      </p>
      <div className="hero-actions">{actions}</div>
    </div>
  );
}
