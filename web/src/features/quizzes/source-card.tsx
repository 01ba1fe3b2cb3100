import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  return { title: `${id}-title`, text: `${id}-text`, badge: `${id}-badge` };
};

type CardProps = Omit<SourceCardBodyProps, 'badge' | 'ids'>;

/** A source that arrives with AI generation: shown, announced as unavailable, and not clickable. */
export function ComingSoonSourceCard({ icon, title, text }: CardProps) {
  const { t } = useTranslation('quizzes');
  const ids = useCardIds();
  return (
    <button
      type="button"
      className="card source-card source-card-disabled"
      aria-disabled="true"
      aria-labelledby={ids.title}
      aria-describedby={`${ids.badge} ${ids.text}`}
      onClick={(event) => event.preventDefault()}
    >
      <SourceCardBody
        icon={icon}
        title={title}
        text={text}
        ids={ids}
        badge={
          <span id={ids.badge} className="badge badge-secondary">
            {t('create.comingSoon')}
          </span>
        }
      />
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
