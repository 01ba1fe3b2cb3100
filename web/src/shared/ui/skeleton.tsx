/** A placeholder block while content loads; hidden from assistive technology (the page says "Loading"). */
export function Skeleton({ height = '1rem', width = '100%' }: { height?: string; width?: string }) {
  return <span className="skeleton" aria-hidden="true" style={{ height, width }} />;
}
