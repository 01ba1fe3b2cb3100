import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { quizIcons } from './quiz-icons';
import { letterOf, toDifficulty } from '../../shared/quizzes/quiz-format';
import type { Question } from '../../shared/quizzes/quizzes.api';

/** One question as players will see it, with the correct option marked (icon, text and colour) and the explanation. */
function QuestionPreview({ question, number }: { question: Question; number: number }) {
  const { t } = useTranslation('quizzes');
  const difficulty = toDifficulty(question.difficulty);
  return (
    <li className="card question-preview">
      <div className="question-preview-head">
        <h3>{t('editor.questionNumber', { number })}</h3>
        <span className={`badge difficulty difficulty-${difficulty}`}>
          <span className="visually-hidden">{t('editor.difficulty')}: </span>
          {t(`difficulty.${difficulty}`)}
        </span>
      </div>
      <p className="question-preview-text">{question.text}</p>
      {question.imageUrl ? (
        <img
          className="question-preview-image"
          src={question.imageUrl}
          alt={question.imageAltText || t('detail.imageAlt', { number })}
          loading="lazy"
        />
      ) : null}
      <ul className="answer-list" aria-label={t('detail.options', { number })}>
        {question.options.map((option, index) => {
          const correct = index === question.correctAnswer;
          return (
            <li key={index} className={correct ? 'answer is-correct' : 'answer'}>
              <span className="answer-letter">{letterOf(index)}</span>
              <span className="answer-text">{option}</span>
              {correct ? (
                <span className="answer-mark">
                  {quizIcons.check}
                  <span className="visually-hidden">{t('detail.correctAnswer')}</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {question.explanation ? (
        <p className="question-preview-explanation">
          <strong>{t('detail.explanation')}</strong> {question.explanation}
        </p>
      ) : null}
    </li>
  );
}

/** Every question of a quiz, in order, under a "Questions" heading with their count. */
export function QuestionPreviewSection({ questions }: { questions: Question[] }) {
  const { t } = useTranslation('quizzes');
  const titleId = useId();
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('detail.questionsTitle')}
        <span className="count-pill">{questions.length}</span>
      </h2>
      <ol className="question-preview-list">
        {questions.map((question, index) => (
          <QuestionPreview key={question.id} question={question} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}
