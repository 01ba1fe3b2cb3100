import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface SourceCardBodyProps {
  icon: ReactNode;
  title: string;
  text: string;
  badge?: ReactNode;
  /** The card's name is its title; its text (and badge) describe it. */
  ids: { title: string; text: string };
}

/** Icon, title, text and an optional badge: the inside of every source card. */
export function SourceCardBody({ icon, title, text, badge, ids }: SourceCardBodyProps) {
  return (
    <>
      <span className="source-icon">{icon}</span>
      <span className="source-body">
        <span className="source-title-row">
          <span id={ids.title} className="source-title">
            {title}
          </span>
          {badge}
        </span>
        <span id={ids.text} className="source-text">
          {text}
        </span>
      </span>
    </>
  );
}

const useCardIds = () => {
  const id = useId();
  return { title: `${id}-title`, text: `${id}-text` };
};

type CardProps = Omit<SourceCardBodyProps, 'badge' | 'ids'>;

/** A source chosen on this page (the AI sources of the creation wizard). */
export function ButtonSourceCard({ icon, title, text, onChoose }: CardProps & { onChoose: () => void }) {
  const ids = useCardIds();
  return (
    <button
      type="button"
      className="card source-card source-card-link"
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      onClick={onChoose}
    >
      <SourceCardBody icon={icon} title={title} text={text} ids={ids} />
    </button>
  );
}

/** A source that opens another page. */
export function LinkSourceCard({ to, icon, title, text }: { to: string } & CardProps) {
  const ids = useCardIds();
  return (
    <Link to={to} className="card source-card source-card-link" aria-labelledby={ids.title} aria-describedby={ids.text}>
      <SourceCardBody icon={icon} title={title} text={text} ids={ids} />
    </Link>
  );
}
