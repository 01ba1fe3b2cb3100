/**
 * Decorative line icons used by more than one feature, and the attributes every line icon shares (a feature's own
 * icons spread `lineIcon` too). Always aria-hidden: the text beside each names what it stands for.
 */
export const lineIcon = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const libraryIcon = (
  <svg {...lineIcon}>
    <path d="M4 19V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M8 7h7" />
  </svg>
);

export const sparklesIcon = (
  <svg {...lineIcon}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
  </svg>
);

export const editIcon = (
  <svg {...lineIcon}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);

export const trashIcon = (
  <svg {...lineIcon}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);

export const searchIcon = (
  <svg {...lineIcon}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

export const textIcon = (
  <svg {...lineIcon}>
    <path d="M4 6h16M4 10h16M4 14h10M4 18h7" />
  </svg>
);

export const pdfIcon = (
  <svg {...lineIcon}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 14h6M9 17h4" />
  </svg>
);

export const urlIcon = (
  <svg {...lineIcon}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

/** A content source's icon by its type (text, pdf, url). */
export const closeIcon = (
  <svg {...lineIcon}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const sourceTypeIcons = { text: textIcon, pdf: pdfIcon, url: urlIcon };
