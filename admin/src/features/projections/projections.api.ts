import { api, type Envelope } from '../../app/api';

/** A read model's state (ARCHITECTURE §4): its checkpoint in the log and how many events it is behind. */
export interface ProjectionState {
  name: string;
  version?: number;
  collection?: string;
  position: number;
  lag: number;
  failedEvents?: number;
  rebuilding?: boolean;
}

/** The last rebuild the server ran: what it rebuilt, or why it failed. */
export interface LastRebuild {
  name: string;
  projections: { name: string; documents: number }[];
  events: number;
  ms: number;
  finishedAt: string;
  error: string | null;
}

/** A running rebuild's progress: it replays the log into new collections, then switches over (blue-green). */
export interface RebuildProgress {
  projections: string[];
  phase: 'replaying' | 'switching' | 'done';
  /** The new collections' checkpoint and the log's head. */
  position: number;
  head: number;
  events: number;
  eventsPerSecond: number;
  /** 0–100. */
  percent: number;
  secondsLeft: number | null;
}

export interface ProjectionsView {
  /** The log's last position. */
  head: number;
  projections: ProjectionState[];
  /** The rebuild running now (one at a time), if any. */
  rebuilding: { name: string; startedAt: string; progress?: RebuildProgress | null } | null;
  lastRebuild: LastRebuild | null;
}

export const projectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsView, void>({
      query: () => '/admin/projections',
      transformResponse: (answer: Envelope<ProjectionsView>) => answer.data,
      providesTags: ['Projections'],
    }),
    /** Starts a rebuild in the background (202); the list then shows it running and its checkpoint climbing. */
    rebuildProjection: build.mutation<Envelope<{ name: string; startedAt: string }>, string>({
      query: (name) => ({ url: `/admin/projections/${encodeURIComponent(name)}/rebuild`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Projections']),
    }),
  }),
});

export const { useGetProjectionsQuery, useRebuildProjectionMutation } = projectionsApi;
