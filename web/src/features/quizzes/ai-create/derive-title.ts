/** The longest title made from whole words of a text's first sentence. */
const TITLE_MAX = 60;

/**
 * A title for a quiz made in one step from a pasted text: its first sentence, cut at a word boundary, else the
 * fallback. The title can be changed later in the editor.
 */
export const deriveTitle = (text: string, fallback: string): string => {
  const firstSentence =
    text
      .trim()
      .split(/(?<=[.!?])\s|\n/u)[0]
      ?.trim()
      .replace(/[.!?:;,]+$/u, '') ?? '';
  if (!firstSentence) return fallback;
  if (firstSentence.length <= TITLE_MAX) return firstSentence;
  const cut = firstSentence.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 20 ? cut.slice(0, lastSpace) : cut).trim()}…`;
};

/**
 * A title from a PDF's file name: without the extension, underscores, dashes and dots as spaces, at most as long as
 * a title made from a text (`Photosynthesis_notes-2024.pdf` → `Photosynthesis notes 2024`). Empty when nothing is
 * left.
 */
export const titleFromFileName = (fileName: string): string => {
  const words = fileName
    .replace(/\.pdf$/iu, '')
    .replace(/[_.\-–—]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (words.length <= TITLE_MAX) return words;
  const cut = words.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 20 ? cut.slice(0, lastSpace) : cut).trim();
};
