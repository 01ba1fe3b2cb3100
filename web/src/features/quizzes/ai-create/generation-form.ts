import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  MIN_TEXT_WORDS,
  PDF_MAX_BYTES,
  combineSourcesBody,
  generationSettings,
  textGenerationBody,
  urlGenerationBody,
} from '../../../../../domain/content/content.schemas';
import type { ContentLanguage, Strategy } from '../../../../../domain/content/content.types';
import { countWords } from '../../../../../domain/content/normalize';
import { toFieldMessage } from '../../../shared/field-message';
import type { GenerationRequest } from '../../../shared/content/content.api';
import type { AiSource, PickedSource } from './wizard.slice';

/** Spec §5: a text needs at least 50 words (the server's rule). */
export { MIN_TEXT_WORDS };
export const PDF_TYPE = 'application/pdf';

/** Radio groups hold their value as text: the question count and the time per question are numbers in a string. */
export interface GenerationFormValues {
  title: string;
  numQuestions: string;
  difficulty: 'easy' | 'medium' | 'hard';
  timeLimit: string;
  contentStrategy: Strategy;
  targetLanguage: ContentLanguage;
  category: string;
  saveToLibrary: boolean;
  content: string;
  url: string;
  file: File | null;
}

/** Spec §9 defaults: 5 questions, medium, hybrid; 30 s per question; sources are saved to the library. */
export const newGenerationValues = (targetLanguage: ContentLanguage): GenerationFormValues => ({
  title: '',
  numQuestions: '5',
  difficulty: 'medium',
  timeLimit: '30',
  contentStrategy: 'hybrid',
  targetLanguage,
  category: '',
  saveToLibrary: true,
  content: '',
  url: '',
  file: null,
});

/** Why a picked or dropped file cannot be used, as an `errors` code; null when it is a PDF within the limit. */
export const pdfProblem = (file: File): string | null => {
  if (file.type !== PDF_TYPE) return 'content.pdfInvalidType';
  if (file.size > PDF_MAX_BYTES) return 'content.pdfTooLarge';
  return null;
};

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

type Issues = Record<string, FieldError>;

const collect = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issues: Issues = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.') || 'root';
    issues[path] ??= { type: 'validate', message: issue.message };
  }
  return issues;
};

/** The source's own rules: the server's schema for its body, and what the browser can tell before sending. */
const sourceIssues = (source: AiSource, values: GenerationFormValues, picked: PickedSource[]): Issues => {
  switch (source) {
    case 'text': {
      const issues = collect(textGenerationBody.pick({ content: true }).safeParse(values));
      const words = countWords(values.content);
      if (words === 0) issues.content ??= { type: 'validate', message: 'content.sourceRequired' };
      else if (words < MIN_TEXT_WORDS)
        issues.content ??= {
          type: 'validate',
          message: toFieldMessage('content.textTooShort', { min: MIN_TEXT_WORDS }),
        };
      return issues;
    }
    case 'url': {
      const issues = collect(urlGenerationBody.pick({ url: true }).safeParse(values));
      if (!issues.url && !isWebAddress(values.url)) issues.url = { type: 'validate', message: 'content.urlInvalid' };
      return issues;
    }
    case 'pdf': {
      if (!values.file) return { file: { type: 'validate', message: 'content.fileRequired' } };
      const problem = pdfProblem(values.file);
      return problem ? { file: { type: 'validate', message: problem } } : {};
    }
    case 'library': {
      const result = combineSourcesBody.pick({ sourceIds: true }).safeParse({ sourceIds: picked.map((p) => p.id) });
      const issues = collect(result);
      return issues.sourceIds ? { root: issues.sourceIds } : {};
    }
    default: {
      const unexpected: never = source;
      throw new Error(`unknown source ${String(unexpected)}`);
    }
  }
};

/**
 * Validates with the server's own schemas (content.schemas.ts): the settings, then the chosen source. Every message
 * is an `errors` code, shown through useFieldErrorText.
 */
export const generationResolver =
  (source: AiSource, picked: PickedSource[]): Resolver<GenerationFormValues> =>
  (values, _context, options) => {
    const settings = generationSettings.safeParse({ ...values, category: values.category || null });
    const issues = { ...collect(settings), ...sourceIssues(source, values, picked) };
    if (Object.keys(issues).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors<GenerationFormValues>(issues, options) };
  };

/** The call for a valid form: the settings, and the source's content, address, file or library sources. */
export const toGenerationRequest = (
  source: AiSource,
  values: GenerationFormValues,
  picked: PickedSource[],
  generationId: string,
): GenerationRequest => {
  const settings = {
    title: values.title.trim(),
    numQuestions: Number(values.numQuestions),
    difficulty: values.difficulty,
    timeLimit: Number(values.timeLimit),
    contentStrategy: values.contentStrategy,
    targetLanguage: values.targetLanguage,
    saveToLibrary: values.saveToLibrary,
    ...(values.category.trim() ? { category: values.category.trim() } : {}),
  };
  switch (source) {
    case 'text':
      return { kind: 'text', generationId, settings, content: values.content };
    case 'url':
      return { kind: 'url', generationId, settings, url: values.url.trim() };
    case 'pdf':
      if (!values.file) throw new Error('a PDF generation needs its file');
      return { kind: 'pdf', generationId, settings, file: values.file };
    case 'library':
      return { kind: 'library', generationId, settings, sourceIds: picked.map((p) => p.id) };
    default: {
      const unexpected: never = source;
      throw new Error(`unknown source ${String(unexpected)}`);
    }
  }
};
