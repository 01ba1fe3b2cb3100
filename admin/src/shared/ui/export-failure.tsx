import { Alert } from '../../../../web/src/shared/ui/alert';
import type { ExportFailure } from '../csv-download';

/** The red box of a failed export: the server refused (`failed`) or no answer came (`error`). */
export function ExportFailureAlert({
  failure,
  texts,
}: {
  failure: ExportFailure | null;
  texts: Record<ExportFailure, string>;
}) {
  if (!failure) return null;
  return <Alert tone="error">{texts[failure]}</Alert>;
}
