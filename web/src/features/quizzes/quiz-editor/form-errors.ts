import { get, type FieldErrors } from 'react-hook-form';
import type { QuizFormValues } from './quiz-form';

export interface FormIssue {
  path: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message of a field, or of a list's own rule (react-hook-form keeps that one under `root`). */
export const messageAt = (errors: FieldErrors<QuizFormValues>, path: string): string | undefined => {
  const messageOf = (node: unknown) => (isRecord(node) && typeof node.message === 'string' ? node.message : undefined);
  return messageOf(get(errors, `${path}.root`)) ?? messageOf(get(errors, path));
};

const questionFieldOrder = [
  'text',
  'imageUrl',
  'imageAltText',
  'options',
  'correctAnswer',
  'difficulty',
  'explanation',
];
const topOrder = ['title', 'description', 'settings', 'tags', 'questions'];

/** Sorts issues in the order the fields appear on the page. */
const rankOf = (path: string): number[] => {
  const [top = '', index, field = '', option] = path.split('.');
  const rank = [topOrder.indexOf(top)];
  if (top === 'questions' && index !== undefined) {
    rank.push(Number(index) + 1, questionFieldOrder.indexOf(field), option === undefined ? -1 : Number(option));
  }
  return rank;
};

const compareRanks = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
};

/** Every field message of the form, in page order, for the summary at the top. */
export const issuesOf = (errors: FieldErrors<QuizFormValues>): FormIssue[] => {
  const out: FormIssue[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isRecord(node)) return;
    if (typeof node.message === 'string' && typeof node.type === 'string') {
      out.push({ path: path.join('.'), message: node.message });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(child, key === 'root' ? path : [...path, key]);
    }
  };
  walk(errors, []);
  return out.sort((a, b) => compareRanks(rankOf(a.path), rankOf(b.path)));
};

/** The id of the control that a field path's message belongs to. */
export const fieldIdOf = (path: string): string => {
  const [top = '', index = '0', field = '', option] = path.split('.');
  switch (top) {
    case 'title':
      return 'quiz-title';
    case 'description':
      return 'quiz-description';
    case 'settings':
      return 'quiz-time-limit';
    case 'tags':
      return 'quiz-tags-input';
    case 'questions':
      break;
    default:
      return 'quiz-title';
  }
  if (!field) return 'quiz-add-question';
  const base = `question-${index}`;
  switch (field) {
    case 'options':
      return option === undefined ? `${base}-option-0` : `${base}-option-${option}`;
    case 'correctAnswer':
      return `${base}-correct-0`;
    case 'imageUrl':
      return `${base}-image`;
    case 'imageAltText':
      return `${base}-alt`;
    default:
      return `${base}-${field}`;
  }
};

/** The form paths a server answer may name (its `details[].field`). */
export const isFormPath = (field: string) =>
  /^(title|description|tags|settings\.timeLimit|questions(\.\d+(\.\w+(\.\d+)?)?)?)$/.test(field);
