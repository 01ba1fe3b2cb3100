import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import {
  useGenerateQuizMutation,
  useGetGenerationProgressQuery,
  type GenerationProgress,
  type GenerationRequest,
  type GenerationResult,
} from '../../../shared/content/content.api';
import { newGenerationId } from './generation-id';

/** Spec: the page asks for the real progress every 400 ms while it waits. */
const PROGRESS_POLL_MS = 400;

/**
 * Runs one generation: sends it with a fresh X-Generation-Id and, while the answer is awaited, polls that id's
 * progress (a 404 only means the server has not seen the id yet: polling goes on).
 */
export const useGeneration = () => {
  const [generate] = useGenerateQuizMutation();
  const [generationId, setGenerationId] = useState<string | null>(null);
  const { currentData } = useGetGenerationProgressQuery(generationId ?? skipToken, {
    pollingInterval: PROGRESS_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const progress: GenerationProgress | null = generationId ? (currentData ?? null) : null;

  const run = useCallback(
    async (build: (generationId: string) => GenerationRequest): Promise<GenerationResult> => {
      const id = newGenerationId();
      setGenerationId(id);
      try {
        return await generate(build(id)).unwrap();
      } finally {
        setGenerationId(null);
      }
    },
    [generate],
  );

  return { run, progress };
};
