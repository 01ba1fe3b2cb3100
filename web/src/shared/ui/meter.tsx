interface MeterProps {
  label: string;
  value: number;
  max: number;
  /** The visible figure, e.g. "3 of 5". */
  valueText: string;
}

/** An accessible usage bar: a progressbar with its label, value and text; the tone changes near the limit. */
export function Meter({ label, value, max, valueText }: MeterProps) {
  const ratio = max > 0 ? Math.min(value / max, 1) : 1;
  const tone = ratio >= 1 ? 'meter-full' : ratio >= 0.8 ? 'meter-high' : '';
  return (
    <div
      className={['meter', tone].join(' ').trim()}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
    >
      <span className="meter-fill" style={{ width: `${ratio * 100}%` }} />
    </div>
  );
}
