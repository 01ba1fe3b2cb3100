/**
 * Readable text of a public web page: robots.txt first, then the page through the safe fetch (public addresses only,
 * capped size, time and redirects), then @extractus/article-extractor finds the article and its HTML is turned into
 * plain text with its paragraph breaks. Finding the article costs CPU that grows faster than the page (seconds for
 * a few hundred KB), so the server hands that step to a worker thread with a time limit (`reader`); on its own the
 * extractor reads inline.
 */
import { extract } from '@extractus/article-extractor';
import { parseHTML } from 'linkedom';
import type { ExtractedSource, UrlExtractor } from '../../commands/ports';
import { ExtractionError } from '../../commands/ports';
import type { RobotsCheck, SafeFetch, SafeFetchOptions } from './safe-fetch';
import { createRobotsCheck, createSafeFetch, parseHttpUrl } from './safe-fetch';

export interface UrlExtractorOptions extends SafeFetchOptions {
  /** Defaults to a safe fetch built from the other options. */
  fetch?: SafeFetch;
  /** Defaults to a robots.txt check through the same fetch. */
  robots?: RobotsCheck;
  /** Fewer words than this is "no readable text"; default 50. */
  minWords?: number;
  /** Finds the article in a fetched page; defaults to `readArticle` on this thread. */
  reader?: ArticleReader;
}

/** The article found in a page: its text (already plain) and what the page says about it. */
export interface Article {
  text: string;
  title: string | null;
  url: string | null;
  source: string | null;
  published: string | null;
  author: string | null;
}

export type ArticleReader = (page: { url: string; body: ArrayBuffer }) => Promise<Article | null>;

const noText = () => new ExtractionError('content.urlNoText', 'We could not find readable text on this page');
const unavailable = () =>
  new ExtractionError('content.urlUnavailable', 'The website answered with an error for this page');
const notHtml = () =>
  new ExtractionError('content.urlNotHtml', 'This address is not a web page we can read', 'unsupportedMediaType');

const READABLE_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DETAILS DIV DL DT FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION SUMMARY TABLE TBODY TD TFOOT TH THEAD TR UL'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'SVG', 'CANVAS', 'VIDEO', 'AUDIO']);

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/** Plain text of an HTML fragment: blocks become paragraphs, `<br>` a line break, whitespace collapsed. */
export const htmlToText = (html: string): string => {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const parts: string[] = [];
  const walk = (node: DomNode, pre: boolean) => {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      parts.push(pre ? text : text.replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== 1) return;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) return;
    if (name === 'BR') return void parts.push('\n');
    const block = BLOCKS.has(name);
    if (block) parts.push('\n\n');
    for (let i = 0; i < node.childNodes.length; i++) {
      const child = node.childNodes[i];
      if (child) walk(child, pre || name === 'PRE');
    }
    if (block) parts.push('\n\n');
  };
  walk(document.body as unknown as DomNode, false);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Finds the article in a fetched page (its bytes, decoded by the charset the page declares) and makes it text. */
export const readArticle: ArticleReader = async ({ url, body }) => {
  const article = await extract(url, {}, async () => new Response(body, { status: 200 }));
  if (!article) return null;
  return {
    text: article.content ? htmlToText(article.content) : '',
    title: article.title ?? null,
    url: article.url ?? null,
    source: article.source ?? null,
    published: article.published ?? null,
    author: article.author ?? null,
  };
};

export const createUrlExtractor = (options: UrlExtractorOptions = {}): UrlExtractor => {
  const fetch = options.fetch ?? createSafeFetch(options);
  const robots = options.robots ?? createRobotsCheck(fetch, { userAgent: options.userAgent });
  const minWords = options.minWords ?? 50;
  const reader = options.reader ?? readArticle;

  return {
    async extract(input: string): Promise<ExtractedSource> {
      const url = parseHttpUrl(input.trim()).href;
      await robots.assertAllowed(url);

      // a redirect must not lead to a path the target site's robots.txt forbids
      const res = await fetch(url, { beforeRedirect: (next) => robots.assertAllowed(next.href) });
      const finalUrl = res.url || url;
      if (res.status >= 400) throw unavailable();
      const type = res.headers.get('content-type');
      if (type && !READABLE_TYPES.test(type.trim())) throw notHtml();
      const body = await res.arrayBuffer();
      let article: Article | null;
      try {
        article = await reader({ url, body });
      } catch (error) {
        if (error instanceof ExtractionError) throw error;
        throw noText();
      }
      const text = article?.text ?? '';
      if (!article || countWords(text) < minWords) throw noText();

      return {
        text,
        title: article.title?.trim() || null,
        metadata: {
          url: finalUrl,
          ...(article.url && article.url !== finalUrl ? { canonicalUrl: article.url } : {}),
          siteName: article.source || new URL(finalUrl).hostname,
          ...(article.published ? { published: article.published } : {}),
          ...(article.author ? { author: article.author } : {}),
          words: countWords(text),
        },
      };
    },
  };
};
