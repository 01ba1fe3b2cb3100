import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHighConfidence } from '../../../../domain/content/language';
import { formatRelativeDate } from '../../shared/i18n/relative-date';
import { editIcon, sparklesIcon, trashIcon } from '../../shared/ui/icons';
import type { LibraryItem } from '../../shared/content/content.api';
import { SourceTypeLabel } from '../../shared/content/source-type-label';

/** Spec §2: a card shows three tags, then "+N". */
const TAGS_SHOWN = 3;

const statusTone = { completed: 'badge-success', processing: 'badge-warning', failed: 'badge-destructive' } as const;

function CardFacts({ item }: { item: LibraryItem }) {
  const { t, i18n } = useTranslation('content');
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const created = Date.parse(item.createdAt);
  const relative = formatRelativeDate(item.createdAt, i18n.language);
  return (
    <dl className="library-facts">
      <div>
        <dt>{t('card.language')}</dt>
        <dd>
          {item.language
            ? t('card.languageDetected', {
                language: t(`languages.${item.language}`),
                confidence: t(isHighConfidence(item.languageConfidence ?? 0) ? 'confidence.high' : 'confidence.low'),
                percent: percent.format(item.languageConfidence ?? 0),
              })
            : t('card.languageUnknown')}
        </dd>
      </div>
      <div>
        <dt>{t('card.size')}</dt>
        <dd>
          {t('card.words', { count: item.wordCount, formatted: count.format(item.wordCount) })} ·{' '}
          {t('card.characters', { count: item.characterCount, formatted: count.format(item.characterCount) })}
        </dd>
      </div>
      <div>
        <dt>{t('card.usage')}</dt>
        <dd>{t('card.used', { count: item.usageCount, formatted: count.format(item.usageCount) })}</dd>
      </div>
      <div>
        <dt>{t('card.created')}</dt>
        <dd>
          {relative && !Number.isNaN(created) ? (
            <time
              dateTime={new Date(created).toISOString()}
              title={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(created)}
            >
              {relative}
            </time>
          ) : (
            '—'
          )}
        </dd>
      </div>
    </dl>
  );
}

function CardTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('content');
  if (tags.length === 0) return null;
  const hidden = tags.length - TAGS_SHOWN;
  return (
    <ul className="tag-list library-tags" aria-label={t('card.tags')}>
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <li key={tag} className="tag-chip">
          {tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="tag-chip tag-more" title={tags.slice(TAGS_SHOWN).join(', ')}>
          <span aria-hidden="true">+{hidden}</span>
          <span className="visually-hidden">{t('card.moreTags', { count: hidden })}</span>
        </li>
      ) : null}
    </ul>
  );
}

interface LibraryCardProps {
  item: LibraryItem;
  onEdit: () => void;
  onDelete: () => void;
}

/** One library source: type, title, language, status, figures, tags, date, preview and its actions. */
export function LibraryCard({ item, onEdit, onDelete }: LibraryCardProps) {
  const { t } = useTranslation('content');
  const titleId = useId();
  return (
    <li className="card library-card">
      <article className="library-card-inner" aria-labelledby={titleId}>
        <div className="library-card-head">
          <SourceTypeLabel type={item.sourceType} />
          <span className={`badge ${statusTone[item.status]}`}>
            <span className="visually-hidden">{t('card.status')}: </span>
            {t(`status.${item.status}`)}
          </span>
        </div>
        <h3 id={titleId} className="library-card-title">
          {item.title}
        </h3>
        <p className="library-preview">
          {item.characterCount > item.preview.length ? `${item.preview.replace(/[\s.,;:!?]+$/u, '')}…` : item.preview}
        </p>
        <CardTags tags={item.tags} />
        <CardFacts item={item} />
        <div className="library-card-actions">
          <Link
            to={`/quiz/create?source=${encodeURIComponent(item.id)}`}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            {sparklesIcon}
            {t('card.createQuiz')}
          </Link>
          <button type="button" className="btn btn-outline btn-sm" onClick={onEdit} aria-describedby={titleId}>
            {editIcon}
            {t('card.edit')}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-outline-danger btn-sm"
            onClick={onDelete}
            aria-describedby={titleId}
          >
            {trashIcon}
            {t('card.delete')}
          </button>
        </div>
      </article>
    </li>
  );
}
