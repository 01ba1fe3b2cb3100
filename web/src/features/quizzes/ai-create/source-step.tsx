import { useTranslation } from 'react-i18next';
import { editIcon, libraryIcon, sourceTypeIcons } from '../../../shared/ui/icons';
import { useGetLibraryStatsQuery } from '../../../shared/content/content.api';
import { ImportQuizCard } from '../import-quiz-card';
import { ButtonSourceCard, LinkSourceCard } from '../source-card';
import type { AiSource } from './wizard.slice';

const fileSources = ['text', 'pdf', 'url'] as const;

/**
 * Source selection: text, PDF and website go to the input form, the library to its selection step (or, while the
 * library is empty, to the library page); manual creation and the import of a quiz file work as before.
 */
export function SourceStep({ onChoose }: { onChoose: (source: AiSource) => void }) {
  const { t } = useTranslation(['quizzes', 'content']);
  const { data: library } = useGetLibraryStatsQuery();
  const emptyLibrary = library?.stats.totalSources === 0;

  return (
    <section className="stack" aria-labelledby="create-sources-title">
      <h2 id="create-sources-title" tabIndex={-1} data-step-focus="" className="focus-anchor">
        {t('quizzes:create.sourcesTitle')}
      </h2>
      <ul className="source-grid">
        {fileSources.map((source) => (
          <li key={source}>
            <ButtonSourceCard
              icon={sourceTypeIcons[source]}
              title={t(`quizzes:create.sources.${source}.title`)}
              text={t(`quizzes:create.sources.${source}.text`)}
              onChoose={() => onChoose(source)}
            />
          </li>
        ))}
        <li>
          {emptyLibrary ? (
            <LinkSourceCard
              to="/content/library"
              icon={libraryIcon}
              title={t('quizzes:create.sources.library.title')}
              text={t('content:selection.emptyCard')}
            />
          ) : (
            <ButtonSourceCard
              icon={libraryIcon}
              title={t('quizzes:create.sources.library.title')}
              text={t('quizzes:create.sources.library.text')}
              onChoose={() => onChoose('library')}
            />
          )}
        </li>
        <li>
          <LinkSourceCard
            to="/create/manual"
            icon={editIcon}
            title={t('quizzes:create.sources.manual.title')}
            text={t('quizzes:create.sources.manual.text')}
          />
        </li>
        <li>
          <ImportQuizCard />
        </li>
      </ul>
    </section>
  );
}
