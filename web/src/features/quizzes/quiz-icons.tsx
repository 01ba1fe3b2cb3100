/** Decorative icons of the quiz pages; the text beside each names what it stands for. */
const svg = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const quizIcons = {
  text: (
    <svg {...svg}>
      <path d="M4 6h16M4 10h16M4 14h10M4 18h7" />
    </svg>
  ),
  pdf: (
    <svg {...svg}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 14h6M9 17h4" />
    </svg>
  ),
  url: (
    <svg {...svg}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  ),
  library: (
    <svg {...svg}>
      <path d="M4 19V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
      <path d="M8 7h7" />
    </svg>
  ),
  manual: (
    <svg {...svg}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  ),
  import: (
    <svg {...svg}>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  ),
  up: (
    <svg {...svg}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </svg>
  ),
  down: (
    <svg {...svg}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  ),
  trash: (
    <svg {...svg}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  ),
  close: (
    <svg {...svg}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  ),
  plus: (
    <svg {...svg}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  ),
  image: (
    <svg {...svg}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  ),
  check: (
    <svg {...svg}>
      <path d="M5 12l5 5 9-10" />
    </svg>
  ),
  sparkles: (
    <svg {...svg}>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    </svg>
  ),
  back: (
    <svg {...svg}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  ),
};
