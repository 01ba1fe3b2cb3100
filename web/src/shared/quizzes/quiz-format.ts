import { DIFFICULTIES, type Difficulty } from '../../../../domain/quiz/quiz.rules';

/** A stored difficulty, read safely (an unknown value counts as medium). Kept free of zod for the detail page. */
export const toDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'medium';

/** Option letters as hosts read them out: A, B, C... */
export const letterOf = (index: number) => String.fromCharCode(65 + index);

/** A time per question in the reader's language: whole minutes as minutes (60 s is "1 minute"), else seconds. */
export const formatTimeLimit = (seconds: number, language: string) => {
  const minutes = seconds >= 60 && seconds % 60 === 0;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? seconds / 60 : seconds);
};

/** The name of an exported quiz's file: `<title>.quizstream.json`, without characters file systems refuse. */
export const exportFileName = (title: string) => {
  const safe = [...title]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${safe || 'quiz'}.quizstream.json`;
};

/** Saves a JSON value as a file download, through a Blob and a temporary object URL. */
export const downloadJson = (value: unknown, fileName: string) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
