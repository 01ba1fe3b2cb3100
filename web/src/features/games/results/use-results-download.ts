import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../../app/store';
import { useTranslation } from 'react-i18next';

export type ExportFormat = 'csv' | 'xlsx';

/** The file name the server gives in Content-Disposition, else a plain one. */
const fileNameOf = (response: Response, format: ExportFormat) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `quiz-results.${format}`;

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
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Downloads the host's results export (`/api/games/{id}/export?format=…&lang=…`) with the session's token, headings
 * in the interface language. `failed`: the last attempt failed.
 */
export const useResultsDownload = (gameId: string) => {
  const store = useStore<RootState>();
  const { i18n } = useTranslation();
  const language = ['en', 'tr', 'de'].includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage! : 'en';
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = useCallback(
    async (format: ExportFormat) => {
      setBusy(format);
      setFailed(false);
      const token = store.getState().auth.token;
      const params = new URLSearchParams({ format, lang: language });
      try {
        const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/export?${params.toString()}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!response.ok) throw new Error(String(response.status));
        saveBlob(await response.blob(), fileNameOf(response, format));
      } catch {
        setFailed(true);
      } finally {
        setBusy(null);
      }
    },
    [gameId, language, store],
  );
  return { download, busy, failed };
};
