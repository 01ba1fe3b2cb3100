/**
 * Live games over socket.io, in the one RTK Query api: a session query loads the state over REST, then its
 * `onCacheEntryAdded` opens the socket and writes every push into the cached entry; the commands are mutations
 * that send socket events with an acknowledgement (an answer falls back to REST when the socket is down).
 */
import { api, type Envelope } from '../../app/api';
import type { ApiError } from '../../shared/api-error';
import type { AuthState } from '../../shared/session/auth.slice';
import { answerFailed, answerRecorded, answerSelected } from './game.slice';
import type { Connection } from './game-socket';
import {
  ackError,
  closeGameSocket,
  emitWithAck,
  offlineError,
  openGameSocket,
  socketFor,
  socketKeys,
  type ClientPayloads,
} from './game-socket';
import type { AnswerAccepted, HostState, PlayerState } from '../../shared/games/game.types';
import { applyHostEvent, hostSessionOf, type HostSession } from './host-session';
import { applyPlayerEvent, playerSessionOf, upsertAnswer, type PlayerSession } from './player-session';
import { participantTokenOf } from './player-storage';

/** Spec §4: a player's socket joins after 1 s, and tries once more 2 s later if it is not connected yet. */
const JOIN_DELAY_MS = 1000;
const JOIN_RETRY_MS = 2000;
/** A game screen left behind keeps its socket this long (a reload or the next screen picks it up again). */
const KEEP_SESSION_S = 5;
/** While a player's socket is down (a network that blocks websockets, a reconnect), the state is read over REST. */
const REST_POLL_MS = 2000;

export interface PlayerArgs {
  gameId: string;
  participantId: string;
}

export type SubmitAnswerArgs = ClientPayloads['submit_answer'];

const submitFailed: ApiError = {
  status: 'SUBMIT_FAILED',
  code: 'SUBMIT_FAILED',
  message: 'Failed to submit answer',
  fromServer: false,
};

/** The session token, read at every (re)connection of a socket. */
const tokenOf = (getState: () => unknown) => () => (getState() as { auth: AuthState }).auth.token;

const gamePath = (gameId: string) => `/games/${encodeURIComponent(gameId)}`;

/** The player's proof for the REST fallbacks (the host knows every player's id, not their token). */
const asPlayer = (participantId: string): Record<string, string> => {
  const token = participantTokenOf(participantId);
  return token ? { 'X-Participant-Token': token } : {};
};

type HostGameEvent = 'start_game' | 'reveal_answer' | 'end_game' | 'pause_timer' | 'resume_timer' | 'skip_question';

/** Sends a host command over the host's socket. */
const sendAsHost = async <E extends keyof ClientPayloads>(
  event: E,
  payload: ClientPayloads[E] & { gameId: string },
) => {
  const socket = socketFor(socketKeys.host(payload.gameId));
  if (!socket?.connected) return { error: offlineError };
  const ack = await emitWithAck(socket, event, payload);
  return ack.success ? { data: null } : { error: ackError(ack) };
};

export const liveGameApi = api.injectEndpoints({
  endpoints: (build) => ({
    hostSession: build.query<HostSession, string>({
      queryFn: async (gameId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`${gamePath(gameId)}/state`);
        if (result.error) return { error: result.error as ApiError };
        const state = (result.data as Envelope<HostState>).data;
        if (!state.isHost) {
          return {
            error: { status: 403, code: 'game.hostOnly', message: 'Only the host can do that', fromServer: false },
          };
        }
        return { data: hostSessionOf(state, Date.now()) };
      },
      keepUnusedDataFor: KEEP_SESSION_S,
      onCacheEntryAdded: async (gameId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getState }) => {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const key = socketKeys.host(gameId);
        const setConnection = (connection: Connection) =>
          updateCachedData((session) => {
            session.connection = connection;
          });
        const socket = openGameSocket(key, tokenOf(getState), setConnection);
        socket.on('connect', () => {
          void emitWithAck<'host_game', HostState>(socket, 'host_game', { gameId }).then((ack) => {
            if (ack.success && ack.data) {
              const state = ack.data;
              updateCachedData((session) => applyHostEvent(session, 'game_state', state, Date.now()));
            } else if (ack.code === 'game.authRequired' || ack.code === 'game.hostOnly') {
              setConnection('unauthorized');
            }
          });
        });
        socket.onAny((event: string, payload: unknown) =>
          updateCachedData((session) => applyHostEvent(session, event, payload, Date.now())),
        );
        socket.connect();
        await cacheEntryRemoved;
        closeGameSocket(key, socket);
      },
    }),

    playerSession: build.query<PlayerSession, PlayerArgs>({
      queryFn: async ({ gameId, participantId }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `${gamePath(gameId)}/sync`,
          method: 'POST',
          body: { participantId },
          headers: asPlayer(participantId),
        });
        if (result.error) return { error: result.error as ApiError };
        return { data: playerSessionOf((result.data as Envelope<PlayerState>).data, Date.now()) };
      },
      keepUnusedDataFor: KEEP_SESSION_S,
      onCacheEntryAdded: async (
        { gameId, participantId },
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getState, dispatch },
      ) => {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const key = socketKeys.player(gameId);
        const socket = openGameSocket(key, tokenOf(getState), (connection) =>
          updateCachedData((session) => {
            session.connection = connection;
            if (connection !== 'connected') session.joined = false;
          }),
        );
        let joined = false;
        /** Joins the rooms and restores the exact screen: run at every (re)connection. */
        const join = async () => {
          const participantToken = participantTokenOf(participantId);
          const ack = await emitWithAck<'join_game', PlayerState>(socket, 'join_game', {
            gameId,
            participantId,
            ...(participantToken ? { participantToken } : {}),
          });
          joined = ack.success;
          updateCachedData((session) => {
            if (ack.success && ack.data) {
              applyPlayerEvent(session, 'game_state', ack.data, Date.now());
              session.joined = true;
            } else if (ack.code === 'game.kicked') {
              session.removed = 'kicked';
            } else if (ack.code === 'game.participantLeft' || ack.code === 'game.participantNotFound') {
              session.removed = 'left';
            }
          });
        };
        socket.on('connect', () => void join());
        socket.onAny((event: string, payload: unknown) =>
          updateCachedData((session) => applyPlayerEvent(session, event, payload, Date.now())),
        );
        const first = setTimeout(() => socket.connect(), JOIN_DELAY_MS);
        const retry = setTimeout(() => {
          if (!socket.connected) socket.connect();
          else if (!joined) void join();
        }, JOIN_DELAY_MS + JOIN_RETRY_MS);
        const poll = setInterval(() => {
          if (socket.connected) return;
          const read = dispatch(
            liveGameApi.endpoints.playerState.initiate(
              { gameId, participantId },
              { subscribe: false, forceRefetch: true },
            ),
          );
          void read.then(({ data }) => {
            if (data) updateCachedData((session) => applyPlayerEvent(session, 'game_state', data, Date.now()));
          });
        }, REST_POLL_MS);
        await cacheEntryRemoved;
        clearTimeout(first);
        clearTimeout(retry);
        clearInterval(poll);
        closeGameSocket(key, socket);
      },
    }),

    /** A player's state over REST (`POST /sync`): the fallback while the socket is down. */
    playerState: build.query<PlayerState, PlayerArgs>({
      query: ({ gameId, participantId }) => ({
        url: `${gamePath(gameId)}/sync`,
        method: 'POST',
        body: { participantId },
        headers: asPlayer(participantId),
      }),
      transformResponse: (answer: Envelope<PlayerState>) => answer.data,
      keepUnusedDataFor: 0,
    }),

    hostCommand: build.mutation<null, { event: HostGameEvent; gameId: string; questionIndex?: number }>({
      queryFn: ({ event, ...payload }) => sendAsHost(event, payload),
    }),
    nextQuestion: build.mutation<null, { gameId: string; questionIndex: number }>({
      queryFn: (payload) => sendAsHost('next_question', payload),
    }),
    kickParticipant: build.mutation<null, { gameId: string; participantId: string }>({
      queryFn: (payload) => sendAsHost('kick_participant', payload),
    }),

    leaveGame: build.mutation<null, PlayerArgs>({
      queryFn: async (payload) => {
        const socket = socketFor(socketKeys.player(payload.gameId));
        if (!socket?.connected) return { error: offlineError };
        const ack = await emitWithAck(socket, 'leave_game', payload);
        return ack.success ? { data: null } : { error: ackError(ack) };
      },
    }),

    /**
     * An answer: over the socket when it is up, else (or when the socket gives no answer) `POST /answers` with the
     * same request id, so it is scored once either way. ALREADY_ANSWERED is only logged: the recorded answer is
     * read back and shown.
     */
    submitAnswer: build.mutation<AnswerAccepted, SubmitAnswerArgs>({
      queryFn: async (payload, _api, _extra, baseQuery) => {
        const recorded = async () => {
          console.info('ALREADY_ANSWERED', payload.questionIndex);
          const state = await baseQuery(
            `${gamePath(payload.gameId)}/state?participantId=${encodeURIComponent(payload.participantId)}`,
          );
          const mine = state.data
            ? (state.data as Envelope<PlayerState>).data.participantAnswers.find(
                (a) => a.questionIndex === payload.questionIndex,
              )
            : undefined;
          if (!mine) return { error: submitFailed };
          const data: AnswerAccepted = {
            questionIndex: payload.questionIndex,
            answer: mine.selectedOption,
            requestId: payload.requestId,
            accepted: true,
          };
          return { data };
        };

        const socket = socketFor(socketKeys.player(payload.gameId));
        if (socket?.connected) {
          const ack = await emitWithAck<'submit_answer', AnswerAccepted>(socket, 'submit_answer', payload);
          if (ack.success && ack.data) return { data: ack.data };
          if (ack.code === 'ALREADY_ANSWERED') return recorded();
          if (ack.code || ack.error) return { error: ackError(ack) };
        }
        const { gameId, ...body } = payload;
        const result = await baseQuery({
          url: `${gamePath(gameId)}/answers`,
          method: 'POST',
          body,
          headers: asPlayer(body.participantId),
        });
        if (!result.error) return { data: (result.data as Envelope<AnswerAccepted>).data };
        const error = result.error as ApiError;
        if (error.code === 'ALREADY_ANSWERED') return recorded();
        const refused = typeof error.status === 'number' && error.status < 500 && error.code;
        return { error: refused ? error : submitFailed };
      },
      onQueryStarted: async (payload, { dispatch, queryFulfilled }) => {
        const { gameId, participantId, questionIndex } = payload;
        dispatch(answerSelected(payload));
        try {
          const { data } = await queryFulfilled;
          dispatch(
            liveGameApi.util.updateQueryData('playerSession', { gameId, participantId }, (session) => {
              if (session.state.participantAnswers.some((a) => a.questionIndex === data.questionIndex)) return;
              upsertAnswer(session.state, {
                questionIndex: data.questionIndex,
                selectedOption: data.answer,
                isCorrect: null,
                points: null,
                timeSpent: payload.timeSpent,
              });
            }),
          );
          dispatch(answerRecorded({ gameId, questionIndex }));
        } catch (failure) {
          const error = (failure as { error?: ApiError }).error ?? submitFailed;
          dispatch(answerFailed({ gameId, questionIndex, error }));
        }
      },
    }),
  }),
});

export const {
  useHostSessionQuery,
  usePlayerSessionQuery,
  useHostCommandMutation,
  useNextQuestionMutation,
  useKickParticipantMutation,
  useLeaveGameMutation,
  useSubmitAnswerMutation,
} = liveGameApi;
