import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { RichText } from './rich-text';
import './legal.css';

export type LegalDoc = 'terms' | 'privacy' | 'cookies' | 'educational-privacy' | 'copyright';

/** Route of each document and its namespace key in legal.json. */
const DOCS: Record<
  LegalDoc,
  { path: string; key: 'terms' | 'privacy' | 'cookies' | 'educationalPrivacy' | 'copyright' }
> = {
  terms: { path: '/terms', key: 'terms' },
  privacy: { path: '/privacy', key: 'privacy' },
  cookies: { path: '/cookies', key: 'cookies' },
  'educational-privacy': { path: '/educational-privacy', key: 'educationalPrivacy' },
  copyright: { path: '/copyright', key: 'copyright' },
};

const DOC_ORDER: readonly LegalDoc[] = ['terms', 'privacy', 'cookies', 'educational-privacy', 'copyright'];

/** All five documents take effect on the same day. */
const EFFECTIVE_DATE = '2026-11-01';

/** A block is a paragraph, or a bulleted list when it is an array of strings. */
type LegalBlock = string | string[];
interface LegalSection {
  heading: string;
  paragraphs: LegalBlock[];
}

const isBlock = (value: unknown): value is LegalBlock =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** `t(..., { returnObjects: true })` is untyped at run time: keep only well-formed sections. */
const toSections = (value: unknown): LegalSection[] => {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { heading, paragraphs } = raw as { heading?: unknown; paragraphs?: unknown };
    if (typeof heading !== 'string' || !Array.isArray(paragraphs)) return [];
    return [{ heading, paragraphs: paragraphs.filter(isBlock) }];
  });
};

const formatEffectiveDate = (language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${EFFECTIVE_DATE}T00:00:00Z`),
  );

const prefersWideLayout = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 60rem)').matches
    : true;

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/**
 * Scrolls to a section and moves focus to its heading, without touching the URL or the router. Where the text area
 * scrolls (wide screens) it scrolls to the heading and the page only as far as needed to show it; where the page
 * scrolls as one (phones), the page scrolls to the heading.
 */
const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const target = document.getElementById(id);
  const region = target?.closest<HTMLElement>('.legal-scroll');
  if (!target || !region) return;
  event.preventDefault();
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  if (region.scrollHeight <= region.clientHeight) {
    target.scrollIntoView({ behavior, block: 'start' });
    target.focus({ preventScroll: true });
    return;
  }
  const offset = target.getBoundingClientRect().top - region.getBoundingClientRect().top;
  region.scrollTo({ top: region.scrollTop + offset - 12, behavior });
  region.scrollIntoView({ behavior, block: 'nearest' });
  target.focus({ preventScroll: true });
};

export const LegalPage = ({ doc }: { doc: LegalDoc }) => {
  const { t, i18n } = useTranslation(['legal']);
  const { key } = DOCS[doc];
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const title = t(`legal:${key}.title`);
  const sections = toSections(t(`legal:${key}.sections`, { returnObjects: true }));
  const [tocOpen] = useState(prefersWideLayout);
  usePageTitle(title);

  const sectionId = (index: number) => `legal-${doc}-section-${index + 1}`;

  return (
    <div className="page legal-page">
      <p className="legal-back">
        <Link to="/" className="legal-back-link">
          <span aria-hidden="true">←</span> {t('legal:common.backToHome')}
        </Link>
      </p>

      <article className="legal-article" aria-labelledby="legal-title">
        <div className="legal-header">
          <h1 id="legal-title" className="legal-title">
            {title}
          </h1>
          <p className="legal-effective">
            <time dateTime={EFFECTIVE_DATE}>
              {t('legal:common.effectiveDate', { date: formatEffectiveDate(language) })}
            </time>
          </p>
          <p className="legal-summary">
            <RichText text={t(`legal:${key}.summary`)} />
          </p>
        </div>

        <div className="legal-layout">
          <nav className="legal-toc" aria-label={t('legal:common.tocLabel')}>
            <details className="legal-toc-details" open={tocOpen}>
              <summary className="legal-toc-summary">{t('legal:common.tocLabel')}</summary>
              <ol className="legal-toc-list">
                {sections.map((section, index) => (
                  <li key={sectionId(index)}>
                    <a href={`#${sectionId(index)}`} onClick={(event) => jumpTo(event, sectionId(index))}>
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </details>
          </nav>

          <div
            className="legal-scroll"
            role="region"
            tabIndex={0}
            aria-label={t('legal:common.regionLabel', { title })}
          >
            {sections.map((section, index) => (
              <section key={sectionId(index)} className="legal-section" aria-labelledby={sectionId(index)}>
                <h2 id={sectionId(index)} className="legal-section-heading" tabIndex={-1}>
                  {section.heading}
                </h2>
                {section.paragraphs.map((block, blockIndex) =>
                  typeof block === 'string' ? (
                    <p key={blockIndex}>
                      <RichText text={block} />
                    </p>
                  ) : (
                    <ul key={blockIndex} className="legal-list">
                      {block.map((item, itemIndex) => (
                        <li key={itemIndex}>
                          <RichText text={item} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </div>
        </div>
      </article>

      <nav className="legal-docs" aria-label={t('legal:common.docsLabel')}>
        <h2 className="legal-docs-title">{t('legal:common.docsLabel')}</h2>
        <ul className="legal-docs-list">
          {DOC_ORDER.map((other) => (
            <li key={other}>
              <Link to={DOCS[other].path} className="legal-docs-link" aria-current={other === doc ? 'page' : undefined}>
                {t(`legal:${DOCS[other].key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
};
