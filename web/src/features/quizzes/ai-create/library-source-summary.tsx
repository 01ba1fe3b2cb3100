import { useTranslation } from 'react-i18next';
import { SourceTypeLabel } from '../../../shared/content/source-type-label';
import type { PickedSource } from './wizard.slice';

/** The library sources this quiz is made from, with a way back to the selection. */
export function LibrarySourceSummary({ picked, onChange }: { picked: PickedSource[]; onChange: () => void }) {
  const { t, i18n } = useTranslation('content');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="stack-tight">
      <p className="field-label" id="picked-sources-title">
        {t('selection.picked', { count: picked.length, formatted: count.format(picked.length) })}
      </p>
      <ul className="picked-list" aria-labelledby="picked-sources-title">
        {picked.map((item) => (
          <li key={item.id} className="picked-item">
            <SourceTypeLabel type={item.sourceType} />
            <span className="picked-title">{item.title}</span>
            <span className="muted">
              {t('card.words', { count: item.wordCount, formatted: count.format(item.wordCount) })}
            </span>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="btn btn-outline btn-sm" onClick={onChange}>
          {t('selection.change')}
        </button>
      </div>
    </div>
  );
}
