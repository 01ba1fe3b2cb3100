/** The Quizstream mark and wordmark; the surrounding link carries the accessible name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
        <circle cx="30" cy="29" r="13" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="M37 36l11 11" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
        <circle cx="47" cy="17" r="4" fill="#fbbf24" />
      </svg>
      <span className="logo-word" aria-hidden="true">
        Quiz<span>stream</span>
      </span>
    </span>
  );
}
