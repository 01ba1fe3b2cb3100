import { lineIcon } from '../../../shared/ui/icons';

/** Decorative icons of the content strategies, by the icon name GET /content/strategies gives. */
export const strategyIcons: Record<string, React.JSX.Element> = {
  target: (
    <svg {...lineIcon}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </svg>
  ),
  shuffle: (
    <svg {...lineIcon}>
      <path d="M16 3h5v5M4 20L21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
    </svg>
  ),
  scale: (
    <svg {...lineIcon}>
      <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />
    </svg>
  ),
  layers: (
    <svg {...lineIcon}>
      <path d="M12 3l9 5-9 5-9-5z" />
      <path d="M3 13l9 5 9-5" />
    </svg>
  ),
};
