import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../app/store';
import { exportFileName } from './export-file-name';

export type ExportFailure = 'failed' | 'error';

/** Saves a blob under a file name through a temporary link. */
const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Downloads a CSV export of the API (`/api/admin/.../export`) with the admin's token, saved as `{prefix}-{date}.csv`.
 * `failure` says how the last attempt failed: `failed` (the server refused: spec "Failed to export …") or `error`
 * (no answer: "Error exporting …").
 */
export const useCsvExport = () => {
  const store = useStore<RootState>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ExportFailure | null>(null);

  const download = useCallback(
    async (path: string, prefix: string, query?: Record<string, string | undefined>) => {
      setBusy(true);
      setFailure(null);
      const params = new URLSearchParams(
        Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      const token = store.getState().adminAuth.token;
      try {
        const response = await fetch(`/api${path}${params.size ? `?${params.toString()}` : ''}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!response.ok) {
          setFailure('failed');
          return false;
        }
        saveBlob(await response.blob(), exportFileName(prefix));
        return true;
      } catch {
        setFailure('error');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [store],
  );

  return { download, busy, failure, clearFailure: () => setFailure(null) };
};
