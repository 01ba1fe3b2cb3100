import { api, type Envelope } from '../../app/api';

/** A read model's state (ARCHITECTURE §4): its checkpoint in the log and how many events it is behind. */
export interface ProjectionState {
  name: string;
  version?: number;
  collection?: string;
  position: number;
  lag: number;
  failedEvents?: number;
}

export interface ProjectionsView {
  projections: ProjectionState[];
  /** The log's last position, when the server says it; else the furthest checkpoint plus its lag. */
  head: number;
}

/** What a finished rebuild reports. */
export interface RebuildReport {
  projections?: { name: string; documents: number }[];
  events?: number;
  ms?: number;
}

const viewOf = (data: ProjectionState[] | { projections: ProjectionState[]; head?: number }): ProjectionsView => {
  const projections = Array.isArray(data) ? data : data.projections;
  const head =
    (!Array.isArray(data) && typeof data.head === 'number' ? data.head : undefined) ??
    Math.max(0, ...projections.map((p) => p.position + p.lag));
  return { projections, head };
};

export const projectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsView, void>({
      query: () => '/admin/projections',
      transformResponse: (answer: Envelope<ProjectionState[] | { projections: ProjectionState[]; head?: number }>) =>
        viewOf(answer.data),
      providesTags: ['Projections'],
    }),
    rebuildProjections: build.mutation<RebuildReport, { names: string[] }>({
      query: (body) => ({ url: '/admin/projections/rebuild', method: 'POST', body }),
      transformResponse: (answer: Envelope<RebuildReport | undefined>) => answer.data ?? {},
      invalidatesTags: (_r, error) => (error ? [] : ['Projections']),
    }),
  }),
});

export const { useGetProjectionsQuery, useRebuildProjectionsMutation } = projectionsApi;
