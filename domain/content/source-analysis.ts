/**
 * What a generation or a library save needs to know of a source: its text normalised and held to the limits (at
 * least MIN_TEXT_WORDS words, at most SOURCE_TEXT_MAX_BYTES), its language, its passages and the ones a strategy
 * picks, its keywords. The work grows with the text, so the server runs this on a worker thread; the function itself
 * is pure. Every step is linear in the text, except the strategies, which grow with passages × passages picked.
 */
import { chunkText } from './chunking';
import { MIN_TEXT_WORDS, SOURCE_TEXT_MAX_BYTES, sourceTooLargeParams } from './content.schemas';
import type { ContentLanguage, LanguageGuess, Passage, Strategy } from './content.types';
import { extractKeywords } from './keywords';
import { detectLanguage } from './language';
import { countCharacters, countWords, normalizeText, utf8Length } from './normalize';
import { passagesNeeded, selectPassages } from './strategies';
import { DomainError } from '../shared/errors';
import { messageOf } from '../shared/messages';

export { MIN_TEXT_WORDS };

export interface SourceAnalysisRequest {
  /** One source (pasted text, a PDF's or a page's text), or the stored texts of library items. */
  sources: { text: string; sourceId: string | null; language?: ContentLanguage | null }[];
  /** Text that comes from outside (normalised and held to the limits here); stored library texts already were. */
  raw: boolean;
  /** Questions wanted: how many passages to pick (0: none, a library save). */
  questions: number;
  strategy: Strategy;
  /** The source language the host chose; otherwise the detected one picks the passages. */
  sourceLanguage?: ContentLanguage | null;
  /** Keywords wanted (0: none). */
  keywords: number;
}

export interface SourceAnalysis {
  /** The sources' texts, normalised, joined by a blank line. */
  text: string;
  wordCount: number;
  characterCount: number;
  detected: LanguageGuess;
  /** How many passages the sources make. */
  passageCount: number;
  /** The passages the strategy picked, in source order. */
  passages: Passage[];
  keywords: string[];
}

export const sourceTooLarge = () =>
  new DomainError(
    'tooLarge',
    'content.sourceTooLarge',
    messageOf('content.sourceTooLarge', sourceTooLargeParams),
    {
      maxBytes: SOURCE_TEXT_MAX_BYTES,
    },
    sourceTooLargeParams,
  );

/** A source's text from outside, normalised: at least MIN_TEXT_WORDS words and at most SOURCE_TEXT_MAX_BYTES. */
export const checkedSourceText = (raw: string): string => {
  // Normalising never makes a text longer, so a text within the limit before is not measured twice.
  if (raw.length > SOURCE_TEXT_MAX_BYTES * 4) throw sourceTooLarge();
  const text = normalizeText(raw);
  if (utf8Length(text) > SOURCE_TEXT_MAX_BYTES) throw sourceTooLarge();
  if (countWords(text) < MIN_TEXT_WORDS)
    throw DomainError.validation(
      'content.textTooShort',
      messageOf('content.textTooShort', { min: MIN_TEXT_WORDS }),
      undefined,
      { min: MIN_TEXT_WORDS },
    );
  return text;
};

export const analyseSource = (request: SourceAnalysisRequest): SourceAnalysis => {
  const texts = request.sources.map((source) => (request.raw ? checkedSourceText(source.text) : source.text));
  const text = texts.join('\n\n');
  const detected = detectLanguage(text);
  const passages = request.sources
    .flatMap((source, i) =>
      chunkText(texts[i] as string, { sourceId: source.sourceId, language: source.language ?? 'en' }),
    )
    .map((passage, index) => ({ ...passage, index }));
  const picked =
    request.questions > 0
      ? selectPassages(
          passages,
          request.strategy,
          passagesNeeded(request.questions, passages.length),
          request.sourceLanguage ?? detected.language,
        )
      : [];
  return {
    text,
    wordCount: countWords(text),
    characterCount: countCharacters(text),
    detected,
    passageCount: passages.length,
    passages: picked,
    keywords: request.keywords > 0 ? extractKeywords(text, detected.language, request.keywords) : [],
  };
};
