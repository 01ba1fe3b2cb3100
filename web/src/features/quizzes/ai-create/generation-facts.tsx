import { useTranslation } from 'react-i18next';
import { isHighConfidence } from '../../../../../domain/content/language';
import type { GenerationResult } from '../../../shared/content/content.api';

/** Where the questions come from: detected language and confidence, the source, its words, and the generator. */
export function GenerationFacts({ result }: { result: GenerationResult }) {
  const { t, i18n } = useTranslation('content');
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const { sourceMetadata: source, generator } = result;
  const language = (code: string) => t(`languages.${code}`, { defaultValue: code });
  const sourceName = source.fileName ?? source.title ?? source.url;

  return (
    <dl className="quiz-facts">
      <div>
        <dt>{t('review.detectedLanguage')}</dt>
        <dd>
          {t('review.languageWithConfidence', {
            language: language(source.detectedLanguage),
            confidence: t(isHighConfidence(source.languageConfidence) ? 'confidence.high' : 'confidence.low'),
            percent: percent.format(source.languageConfidence),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('review.sourceType')}</dt>
        <dd>{t(`types.${source.type}`)}</dd>
      </div>
      {sourceName ? (
        <div>
          <dt>{t('review.sourceName')}</dt>
          <dd className="fact-long">
            {source.url && !source.fileName ? (
              <a href={source.url} target="_blank" rel="noreferrer noopener">
                {sourceName}
              </a>
            ) : (
              sourceName
            )}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('review.wordCount')}</dt>
        <dd>{count.format(source.wordCount)}</dd>
      </div>
      <div>
        <dt>{t('review.questionLanguage')}</dt>
        <dd>
          {generator.sourceLanguage === generator.targetLanguage
            ? language(generator.targetLanguage)
            : t('review.translated', {
                from: language(generator.sourceLanguage),
                to: language(generator.targetLanguage),
              })}
        </dd>
      </div>
      <div>
        <dt>{t('review.generator')}</dt>
        <dd className="fact-long">{generator.model ? `${generator.name} · ${generator.model}` : generator.name}</dd>
      </div>
    </dl>
  );
}
