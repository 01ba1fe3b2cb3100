import { lineIcon } from '../../shared/ui/icons';

/**
 * Decorative icons of the library page only (shared/ui/icons holds those other features use too); the text beside
 * each names what it stands for.
 */
export const contentIcons = {
  grid: (
    <svg {...lineIcon}>
      <rect x="4" y="4" width="7" height="7" rx="1" />
      <rect x="13" y="4" width="7" height="7" rx="1" />
      <rect x="4" y="13" width="7" height="7" rx="1" />
      <rect x="13" y="13" width="7" height="7" rx="1" />
    </svg>
  ),
  list: (
    <svg {...lineIcon}>
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  ),
  words: (
    <svg {...lineIcon}>
      <path d="M4 7V5h16v2M9 19h6M12 5v14" />
    </svg>
  ),
  calendar: (
    <svg {...lineIcon}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  ),
};
