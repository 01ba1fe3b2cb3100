import { useState } from 'react';

export type LibraryView = 'grid' | 'list';

const storageKey = 'contentLibraryView';

const storedView = (): LibraryView => {
  try {
    return localStorage.getItem(storageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
};

/** The library's grid or list layout, remembered on this device. */
export const useLibraryView = () => {
  const [view, setView] = useState<LibraryView>(storedView);
  const choose = (next: LibraryView) => {
    setView(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  };
  return [view, choose] as const;
};
