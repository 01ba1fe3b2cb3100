import { useEffect, useState, type RefObject } from 'react';

interface Column {
  name: string;
  width: number;
  popular: boolean;
}

/**
 * The comparison's plan names, kept in view while the page scrolls through the table: a bar that sticks under the
 * site header once the table's own head row has gone above it, with the columns' widths and the table's sideways
 * scroll. The table's head row stays the one screen readers use (the bar is hidden from them).
 */
export function StickyPlanNames({
  wrapRef,
  tableRef,
}: {
  wrapRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
}) {
  const [columns, setColumns] = useState<Column[]>([]);
  const [shown, setShown] = useState(false);
  const [scrollLeft, setScrollLeft] = useState(0);

  useEffect(() => {
    const wrap = wrapRef.current;
    const table = tableRef.current;
    const head = table?.tHead;
    if (!wrap || !table || !head) return;
    const measure = () =>
      setColumns(
        [...head.rows[0]!.cells].map((cell) => ({
          name: cell.textContent ?? '',
          width: cell.getBoundingClientRect().width,
          popular: cell.classList.contains('pricing-table-popular'),
        })),
      );
    const follow = () => {
      const headerHeight = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
      const headBottom = head.getBoundingClientRect().bottom;
      const tableBottom = table.getBoundingClientRect().bottom;
      setShown(headBottom < headerHeight && tableBottom > headerHeight + 48);
    };
    const onScroll = () => setScrollLeft(wrap.scrollLeft);
    const resize = new ResizeObserver(() => {
      measure();
      follow();
    });
    resize.observe(table);
    measure();
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    wrap.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      resize.disconnect();
      window.removeEventListener('scroll', follow);
      wrap.removeEventListener('scroll', onScroll);
    };
  }, [wrapRef, tableRef]);

  return (
    <div className={shown ? 'pricing-sticky-names is-shown' : 'pricing-sticky-names'} aria-hidden="true">
      <div className="pricing-sticky-names-clip">
        <div className="pricing-sticky-names-row" style={{ transform: `translateX(${-scrollLeft}px)` }}>
          {columns.map((column, index) => (
            <span
              key={index}
              className={[
                'pricing-sticky-name',
                index === 0 ? 'is-feature' : '',
                column.popular ? 'pricing-table-popular' : '',
              ]
                .join(' ')
                .trim()}
              style={{
                width: column.width,
                transform: index === 0 ? `translateX(${scrollLeft}px)` : undefined,
              }}
            >
              {column.name}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
