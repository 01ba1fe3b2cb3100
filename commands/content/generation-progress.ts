/**
 * Live progress of generations, for the page that waits on one: the real stage (extracting, selecting, generating
 * n of N, saving). Progress is a passing view of work under way, not a business fact, so it lives in memory only;
 * entries expire a few minutes after their last change. Entries are keyed by user and id: a user can only ever
 * write and read their own, so another user sending the same `X-Generation-Id` cannot overwrite or see it.
 */
export type GenerationStage =
  'queued' | 'extracting' | 'analysing' | 'selecting' | 'generating' | 'saving' | 'done' | 'failed';

export interface GenerationProgress {
  stage: GenerationStage;
  made: number;
  requested: number;
  /** 0 to 100, from the real stages: extraction 0-15, selection 15-25, generation 25-90, saving 90-100. */
  percent: number;
  updatedAt: string;
}

const EXPIRE_MS = 5 * 60_000;
const stageStart: Record<GenerationStage, number> = {
  queued: 0,
  extracting: 5,
  analysing: 15,
  selecting: 20,
  generating: 25,
  saving: 90,
  done: 100,
  failed: 100,
};

const SWEEP_EVERY_MS = 10_000;

export const createGenerationProgress = () => {
  const entries = new Map<string, GenerationProgress & { expires: number }>();
  const key = (ownerId: string, id: string) => `${ownerId}:${id}`;
  let swept = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - swept < SWEEP_EVERY_MS) return;
    swept = now;
    for (const [k, e] of entries) if (e.expires < now) entries.delete(k);
  };
  return {
    report: (id: string | null, ownerId: string, stage: GenerationStage, made = 0, requested = 0) => {
      if (!id) return;
      sweep();
      const percent =
        stage === 'generating' && requested > 0 ? 25 + Math.round((65 * made) / requested) : stageStart[stage];
      entries.set(key(ownerId, id), {
        stage,
        made,
        requested,
        percent,
        updatedAt: new Date().toISOString(),
        expires: Date.now() + EXPIRE_MS,
      });
    },
    /** The progress of a generation started by this user, or null. */
    of: (id: string, ownerId: string): GenerationProgress | null => {
      const e = entries.get(key(ownerId, id));
      if (!e || e.expires < Date.now()) return null;
      const { stage, made, requested, percent, updatedAt } = e;
      return { stage, made, requested, percent, updatedAt };
    },
  };
};

export type GenerationProgressRegistry = ReturnType<typeof createGenerationProgress>;
