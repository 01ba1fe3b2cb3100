import { useEffect, useState } from 'react';

/** A short-lived notice (spec §9: messages time out after 3 seconds). */
export const useTimedNotice = (ms = 3000) => {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(timer);
  }, [notice, ms]);
  return [notice, setNotice] as const;
};
