import { api, type Envelope } from '../../app/api';
import { isApiError, type ApiError } from '../api-error';
import type {
  CreatedGame,
  GameLookup,
  GameResults,
  GameSettings,
  HostedGame,
  JoinedGame,
  PlayedGame,
} from './game.types';

/** Right after a game ends its results may still be on their way to the read model: ask again a few times. */
const RESULTS_ATTEMPTS = 5;
const RESULTS_RETRY_MS = 800;

const HOSTED = { type: 'Game', id: 'HOSTED' } as const;
const PLAYED = { type: 'Game', id: 'PLAYED' } as const;

interface ResultsArgs {
  gameId: string;
  participantId?: string;
  page?: number;
  limit?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createGame: build.mutation<CreatedGame, { quizId: string; settings?: Partial<GameSettings> }>({
      query: ({ quizId, settings = {} }) => ({ url: '/games', method: 'POST', body: { quizId, settings } }),
      transformResponse: (answer: Envelope<{ game: CreatedGame }>) => answer.data.game,
      invalidatesTags: [HOSTED, 'DashboardStats'],
    }),
    /** A signed-in user joins under their username (the token goes along; `playerName` is then ignored). */
    joinGame: build.mutation<JoinedGame, { pin: string; playerName?: string; deviceId?: string }>({
      query: (body) => ({ url: '/games/join', method: 'POST', body }),
      transformResponse: (answer: Envelope<JoinedGame>) => answer.data,
      invalidatesTags: [PLAYED],
    }),
    /** The game's public part, the host's state for its host, and `isHost`. */
    getGame: build.query<GameLookup, string>({
      query: (gameId) => `/games/${encodeURIComponent(gameId)}`,
      transformResponse: (answer: Envelope<GameLookup>) => answer.data,
    }),
    /**
     * A player's results (with `participantId`): their own entry, rank and review beside the leaderboard's top 10;
     * `page` and `limit` (at most 100) page through the whole leaderboard, as the host does.
     */
    getGameResults: build.query<GameResults, ResultsArgs>({
      queryFn: async ({ gameId, participantId, page, limit }, _api, _extra, baseQuery) => {
        const params = new URLSearchParams();
        if (participantId) params.set('participantId', participantId);
        if (page !== undefined) params.set('page', String(page));
        if (limit !== undefined) params.set('limit', String(limit));
        const search = params.toString() ? `?${params}` : '';
        for (let attempt = 1; ; attempt += 1) {
          const result = await baseQuery(`/games/${encodeURIComponent(gameId)}/results${search}`);
          if (!result.error) return { data: (result.data as Envelope<GameResults>).data };
          const error = result.error as ApiError;
          const notYet = isApiError(error) && error.code === 'game.notFinished';
          if (!notYet || attempt >= RESULTS_ATTEMPTS) return { error };
          await wait(RESULTS_RETRY_MS);
        }
      },
    }),
    getHostedGames: build.query<HostedGame[], void>({
      query: () => '/games/my-games',
      transformResponse: (answer: Envelope<{ games: HostedGame[] }>) => answer.data.games,
      providesTags: [HOSTED],
    }),
    getPlayedGames: build.query<PlayedGame[], void>({
      query: () => '/games/participated',
      transformResponse: (answer: Envelope<{ games: PlayedGame[] }>) => answer.data.games,
      providesTags: [PLAYED],
    }),
  }),
});

export const {
  useCreateGameMutation,
  useJoinGameMutation,
  useGetGameQuery,
  useGetGameResultsQuery,
  useGetHostedGamesQuery,
  useGetPlayedGamesQuery,
} = gamesApi;
