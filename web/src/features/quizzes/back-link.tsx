import { Link } from 'react-router';
import { quizIcons } from './quiz-icons';

/** The "Back to ..." link above a quiz page's heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link">
      {quizIcons.back}
      {children}
    </Link>
  );
}
