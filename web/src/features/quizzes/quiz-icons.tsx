import { closeIcon, lineIcon } from '../../shared/ui/icons';

/**
 * Decorative icons of the quiz pages only (shared/ui/icons holds those other features use too); the text beside
 * each names what it stands for.
 */
export const quizIcons = {
  import: (
    <svg {...lineIcon}>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  ),
  up: (
    <svg {...lineIcon}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </svg>
  ),
  down: (
    <svg {...lineIcon}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  ),
  close: closeIcon,
  plus: (
    <svg {...lineIcon}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  ),
  image: (
    <svg {...lineIcon}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  ),
  check: (
    <svg {...lineIcon}>
      <path d="M5 12l5 5 9-10" />
    </svg>
  ),
  back: (
    <svg {...lineIcon}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  ),
};
