/** Text normalisation before language detection and chunking: one form of Unicode, whitespace and line breaks. Pure. */

const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029\v\f]/g;
/** Spaces that are not a plain space: tabs, no-break and typographic spaces. */
const SPACES = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
/** C0/C1 control characters (not \n), zero-width characters, the byte order mark and the soft hyphen. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const INVISIBLES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200d\u2060\ufeff]/g;
/** A word broken across lines by a hyphen: "conti-\nnent" → "continent" (only when a lowercase letter follows). */
const HYPHENATED_BREAK = /(\p{L})[-\u2010]\n[ ]*(\p{Ll})/gu;

export const normalizeText = (raw: string): string =>
  raw
    .normalize('NFC')
    .replace(LINE_BREAKS, '\n')
    .replace(SPACES, ' ')
    .replace(INVISIBLES, '')
    .replace(HYPHENATED_BREAK, '$1$2')
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A word: letters or digits of any script, joined by an apostrophe or hyphen ("Türkiye'nin", "well-known", "1.000"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-.,][\p{L}\p{M}\p{N}]+)*/gu;

export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/** Bytes of a text in UTF-8 (what it weighs stored and sent), without encoding it. */
export const utf8Length = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
};

/** Characters as a reader counts them (code points, so "ğ" or an emoji is one). */
export const countCharacters = (text: string): number => [...text].length;
