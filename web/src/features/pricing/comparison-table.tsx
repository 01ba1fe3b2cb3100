import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format-usd';
import { COMPARISON, PLANS } from './plans';
import type { ComparisonCell, ComparisonRow } from './plans';
import { CheckIcon, CrossIcon } from './pricing-icons';
import { StickyPlanNames } from './sticky-plan-names';

const Cell = ({ cell }: { cell: ComparisonCell }) => {
  const { t, i18n } = useTranslation(['pricing']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  if (cell === true)
    return (
      <>
        <CheckIcon className="pricing-table-icon pricing-table-yes" />
        <span className="visually-hidden">{t('pricing:comparison.included')}</span>
      </>
    );
  if (cell === false)
    return (
      <>
        <CrossIcon className="pricing-table-icon pricing-table-no" />
        <span className="visually-hidden">{t('pricing:comparison.notIncluded')}</span>
      </>
    );
  if (cell === 'unlimited') return <>{t('pricing:comparison.unlimited')}</>;
  if (typeof cell === 'number') return <>{formatCount(cell, language)}</>;
  if ('upTo' in cell) return <>{t('pricing:comparison.upTo', { value: formatCount(cell.upTo, language) })}</>;
  return <>{t(`pricing:comparison.cells.${cell.text}`)}</>;
};

const rowLabelKey = (key: ComparisonRow['key']) => {
  switch (key) {
    case 'aiQuestionsPerMonth':
    case 'quizzesPerMonth':
    case 'participantsPerGame':
    case 'questionsPerQuiz':
    case 'aiQuestionsPerQuiz':
    case 'support':
      return `pricing:comparison.rows.${key}` as const;
    default:
      return `pricing:features.${key}` as const;
  }
};

export const ComparisonTable = () => {
  const { t } = useTranslation(['pricing']);
  const wrapRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  return (
    <section className="pricing-section pricing-compare" aria-labelledby="pricing-compare-title">
      <h2 id="pricing-compare-title" className="pricing-section-title">
        {t('pricing:comparison.title')}
      </h2>
      <StickyPlanNames wrapRef={wrapRef} tableRef={tableRef} />
      <div
        ref={wrapRef}
        className="pricing-table-wrap"
        role="region"
        aria-labelledby="pricing-compare-caption"
        tabIndex={0}
      >
        <table ref={tableRef} className="pricing-table">
          <caption id="pricing-compare-caption" className="pricing-table-caption">
            {t('pricing:comparison.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="pricing-table-feature">
                {t('pricing:comparison.feature')}
              </th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" className={plan.mostPopular ? 'pricing-table-popular' : undefined}>
                  {t(`pricing:plans.${plan.id}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          {COMPARISON.map((group) => (
            <tbody key={group.key}>
              <tr className="pricing-table-group">
                <th scope="rowgroup" colSpan={PLANS.length + 1}>
                  <span className="pricing-table-group-label">{t(`pricing:comparison.groups.${group.key}`)}</span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="pricing-table-feature">
                    {t(rowLabelKey(row.key))}
                  </th>
                  {PLANS.map((plan) => (
                    <td key={plan.id} className={plan.mostPopular ? 'pricing-table-popular' : undefined}>
                      <Cell cell={row.cells[plan.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
};
