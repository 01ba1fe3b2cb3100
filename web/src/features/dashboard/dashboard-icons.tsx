import { lineIcon } from '../../shared/ui/icons';

/** Decorative icons of the dashboard's stat cards and sections (shared/ui/icons holds those other features use too). */
export const icons = {
  quizzes: (
    <svg {...lineIcon}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </svg>
  ),
  games: (
    <svg {...lineIcon}>
      <path d="M6 11h4M8 9v4" />
      <circle cx="15.5" cy="10.5" r="0.5" />
      <circle cx="17.5" cy="12.5" r="0.5" />
      <path d="M7 5h10a5 5 0 0 1 5 5v2a5 5 0 0 1-9 3h-2a5 5 0 0 1-9-3v-2a5 5 0 0 1 5-5z" />
    </svg>
  ),
  participants: (
    <svg {...lineIcon}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M16 5a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" />
    </svg>
  ),
  play: (
    <svg {...lineIcon}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8l6 4-6 4z" />
    </svg>
  ),
  trophy: (
    <svg {...lineIcon}>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M17 6h3a3 3 0 0 1-3 4M7 6H4a3 3 0 0 0 3 4" />
    </svg>
  ),
};
