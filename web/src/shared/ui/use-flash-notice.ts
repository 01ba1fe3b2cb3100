import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const noticeIn = (state: unknown): unknown => (state as { notice?: unknown } | null)?.notice;

/**
 * A one-time notice handed over by the page that navigated here (router location state `{ notice }`), read when
 * the component mounts. It is then removed from the history entry, so a reload or a return does not show it again.
 */
export const useFlashNotice = <T>(read: (value: unknown) => T | null): T | null => {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => read(noticeIn(location.state)));
  const carriesNotice = noticeIn(location.state) !== undefined;
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (carriesNotice) void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [carriesNotice, navigate, pathname, search, hash]);

  return notice;
};
