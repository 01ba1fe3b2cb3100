import { useCallback, useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** Set by the editor just before it navigates away itself (after a successful save). */
  allowLeave: RefObject<boolean>;
}

/**
 * While there are unsaved changes: the browser warns before the tab closes or reloads, and leaving for another page
 * of the app asks first ("Leave without saving?"); staying keeps everything as it was.
 */
export function UnsavedChangesGuard({ dirty, allowLeave }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('quizzes');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty, allowLeave],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, allowLeave]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.leaveTitle')}
      confirmLabel={t('editor.leaveConfirm')}
      cancelLabel={t('editor.leaveCancel')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('editor.leaveText')}</p>
    </ConfirmDialog>
  );
}
