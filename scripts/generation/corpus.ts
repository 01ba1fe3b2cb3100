/**
 * Documents for the generation eval: reads a fixture folder's .txt, .html and .pdf files to normalised text, with
 * their language and source type taken from the file name (`en-doc-…`, `de-textbook-…`, `tr-news-…`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseHTML } from 'linkedom';
import { PDFParse } from 'pdf-parse';
import type { ContentLanguage } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';

/** The readable text of an article page: its article (or main, or body) without navigation, forms and scripts. */
export const htmlToText = (html: string): string => {
  const { document } = parseHTML(html);
  const root = document.querySelector('article') ?? document.querySelector('main') ?? document.body;
  for (const noise of root.querySelectorAll('script, style, nav, header, footer, aside, form, button, noscript'))
    noise.remove();
  const blocks = [...root.querySelectorAll('h1, h2, h3, h4, p, li, blockquote, figcaption, pre')];
  return blocks.length > 0
    ? blocks
        .map((block) => (block.textContent ?? '').trim())
        .filter(Boolean)
        .join('\n\n')
    : (root.textContent ?? '');
};

export const pdfToText = async (data: Buffer): Promise<string> => {
  const parser = new PDFParse({ data });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text).join('\n\n');
  } finally {
    await parser.destroy();
  }
};

export interface Document {
  file: string;
  language: ContentLanguage;
  /** doc, textbook, news, or literature (the older corpus of public-domain texts). */
  type: string;
  format: string;
  text: string;
}

export const readDocuments = async (folder: string): Promise<Document[]> => {
  const files = readdirSync(folder)
    .filter((file) => ['.txt', '.html', '.pdf'].includes(extname(file)))
    .sort();
  const documents: Document[] = [];
  for (const file of files) {
    const path = join(folder, file);
    const format = extname(file).slice(1);
    const raw =
      format === 'pdf'
        ? await pdfToText(readFileSync(path))
        : format === 'html'
          ? htmlToText(readFileSync(path, 'utf8'))
          : readFileSync(path, 'utf8');
    const [language, type] = file.split('-') as [ContentLanguage, string];
    documents.push({
      file,
      language,
      type: ['doc', 'textbook', 'news'].includes(type) ? type : 'literature',
      format,
      text: normalizeText(raw),
    });
  }
  return documents;
};
