import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { trackInputModality } from './input-modality';

let tracking = false;

interface QuestionMediaProps {
  questionIndex: number;
  text: string;
  imageUrl: string | null;
  imageAltText: string | null;
}

/**
 * The question's text as the screen's heading, with its image. Focus moves to the heading whenever a new question
 * arrives, so keyboard and screen reader users start from it; the ring shows only after keyboard use.
 */
export function QuestionMedia({ questionIndex, text, imageUrl, imageAltText }: QuestionMediaProps) {
  const { t } = useTranslation('games');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (tracking) return;
    tracking = true;
    trackInputModality(document.documentElement, document);
  }, []);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, [questionIndex]);
  return (
    <div className="question-media">
      <h2 ref={headingRef} tabIndex={-1} className="question-text">
        {text}
      </h2>
      {imageUrl ? (
        <img
          className="question-image"
          src={imageUrl}
          alt={imageAltText || t('play.imageAlt', { number: questionIndex + 1 })}
        />
      ) : null}
    </div>
  );
}
