/**
 * The content thread: the work on a source that grows with its length, off the server's event loop. `analyse`
 * normalises, checks, chunks, picks passages and finds keywords (domain/content/source-analysis.ts); `generate`
 * runs the offline question generator on the picked passages, reporting each question made; `readArticle` finds
 * the article in a fetched web page and makes it text.
 */
import { parentPort } from 'node:worker_threads';
import type { GenerationRequest } from '../../domain/content/content.types';
import { analyseSource, type SourceAnalysisRequest } from '../../domain/content/source-analysis';
import { generateLocally } from '../ai/local-question-generator';
import { readArticle } from '../extract/url-extractor';
import { serialiseError } from './worker-pool';

const port = parentPort;
if (!port) throw new Error('content.worker.ts runs as a worker thread');

const aborts = new Map<number, AbortController>();

const handle = async (id: number, op: string, payload: unknown) => {
  switch (op) {
    case 'analyse':
      return analyseSource(payload as SourceAnalysisRequest);
    case 'readArticle':
      return readArticle(payload as { url: string; body: ArrayBuffer });
    case 'generate': {
      const controller = new AbortController();
      aborts.set(id, controller);
      try {
        return await generateLocally({
          ...(payload as Omit<GenerationRequest, 'onProgress' | 'signal'>),
          signal: controller.signal,
          onProgress: (made, requested) => port.postMessage({ id, type: 'event', event: { made, requested } }),
        });
      } finally {
        aborts.delete(id);
      }
    }
    default:
      throw new Error(`unknown operation ${op}`);
  }
};

port.on('message', (message: { id: number; op?: string; type?: string; payload?: unknown }) => {
  if (message.type === 'abort') return void aborts.get(message.id)?.abort();
  handle(message.id, message.op ?? '', message.payload).then(
    (result) => port.postMessage({ id: message.id, type: 'done', result }),
    (error: unknown) => port.postMessage({ id: message.id, type: 'error', error: serialiseError(error) }),
  );
});
