import { api, type Envelope } from '../../app/api';

/** One finding of an audit (domain/audit/compare.ts). */
export interface AuditDifference {
  source: 'event' | 'readModel';
  path: string;
  expected: unknown;
  actual: unknown;
  revision?: number;
}

export interface StandingEntry {
  rank: number;
  participantId: string;
  name: string;
  score: number;
  correctAnswers: number;
  totalTimeMs: number;
}

export interface GameTimelineEntry {
  revision: number;
  at: string | null;
  type: string;
  known: boolean;
  participantId?: string;
  name?: string;
  questionIndex?: number;
  durationMs?: number;
  endsAt?: string;
  /** The time left on the clock at a pause or a resume. */
  remainingMs?: number;
  answer?: {
    questionIndex: number;
    answer: number;
    correct: boolean;
    points: number;
    timeSpentMs: number;
    optionText: string | null;
    expectedCorrect: boolean;
    expectedPoints: number;
  };
  by?: string;
  data?: unknown;
}

/** `GET /api/admin/audit/games/:ref` (the fields this app shows). */
export interface GameAudit {
  gameId: string;
  pin: string;
  quiz: { quizId: string; title: string; timeLimit: number; questionsCount: number };
  status: 'waiting' | 'active' | 'ended';
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  timeline: GameTimelineEntry[];
  leaderboards: { questionIndex: number; revision: number; standings: StandingEntry[] }[];
  standings: StandingEntry[];
  differences: AuditDifference[];
  verified: boolean;
}

export interface BillingTimelineEntry {
  revision: number;
  type: string;
  known: boolean;
  kind: string;
  occurredAt: string | null;
  recordedAt: string | null;
  providerEventId: string | null;
  amountCents: number | null;
  currencyCode: string | null;
  adminId: string | null;
  status: string;
  plan: string;
}

/** `GET /api/admin/audit/billing/:userId` */
export interface BillingAudit {
  userId: string;
  timeline: BillingTimelineEntry[];
  accessPeriods: { from: string; to: string | null; plan: string; status: string }[];
  totals: { currencyCode: string; paidCents: number; refundedCents: number; netCents: number }[];
  now: { at: string; plan: string; status: string };
  differences: AuditDifference[];
  verified: boolean;
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A game by id or PIN, replayed from its stream and compared with the results read model. */
    getGameAudit: build.query<GameAudit, string>({
      query: (ref) => `/admin/audit/games/${encodeURIComponent(ref)}`,
      transformResponse: (answer: Envelope<GameAudit>) => answer.data,
      keepUnusedDataFor: 0,
    }),
    /** A user's billing history, replayed from the subscription stream and compared with its read model. */
    getBillingAudit: build.query<BillingAudit, string>({
      query: (userId) => `/admin/audit/billing/${encodeURIComponent(userId)}`,
      transformResponse: (answer: Envelope<BillingAudit>) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetGameAuditQuery, useGetBillingAuditQuery } = auditApi;
