import { useEffect } from 'react';

/** Sets the document title of a page: "<page> · Quizstream". */
export const usePageTitle = (title: string, brand = 'Quizstream') => {
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
};
