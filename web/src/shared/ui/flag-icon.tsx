import { useId, type ReactNode } from 'react';
import type { Language } from '../i18n/languages';

/** A five-pointed star path, one point aimed at `angle` (degrees). */
const star = (cx: number, cy: number, r: number, angle: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const a = ((angle + i * 36) * Math.PI) / 180;
    return `${i === 0 ? 'M' : 'L'}${(cx + radius * Math.cos(a)).toFixed(3)},${(cy + radius * Math.sin(a)).toFixed(3)}`;
  }).join(' ') + ' Z';

const turkishStar = star(16.4, 10, 2.5, 180);

function UnitedKingdom() {
  const id = useId();
  return (
    <>
      <clipPath id={`${id}-t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </>
  );
}

const flags: Record<Language, { viewBox: string; body: () => ReactNode }> = {
  en: { viewBox: '0 0 60 30', body: () => <UnitedKingdom /> },
  tr: {
    viewBox: '0 0 30 20',
    body: () => (
      <>
        <rect width="30" height="20" fill="#E30A17" />
        <circle cx="10" cy="10" r="5" fill="#fff" />
        <circle cx="11.25" cy="10" r="4" fill="#E30A17" />
        <path d={turkishStar} fill="#fff" />
      </>
    ),
  },
  de: {
    viewBox: '0 0 5 3',
    body: () => (
      <>
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#D00" />
        <rect width="5" height="1" y="2" fill="#FFCE00" />
      </>
    ),
  },
};

/** A small flag beside a language name; decorative, the name says the language. */
export function FlagIcon({ language }: { language: Language }) {
  const flag = flags[language];
  return (
    <svg
      className="flag"
      viewBox={flag.viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {flag.body()}
    </svg>
  );
}
