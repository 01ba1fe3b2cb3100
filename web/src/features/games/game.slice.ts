import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../shared/api-error';

/** An answer on its way to the server. Once recorded, the player's game state holds it instead. */
export interface SentAnswer {
  questionIndex: number;
  answer: number;
  /** Kept for a retry: the server scores one request id once. */
  requestId: string;
  status: 'sending' | 'failed';
  error: ApiError | null;
}

/** How the host's live answers panel shows the answers as they arrive. */
export type AnswersView = 'full' | 'names' | 'hidden';

export interface GameUiState {
  /** By `answerKey(gameId, questionIndex)`. */
  sentAnswers: Record<string, SentAnswer>;
  answersView: AnswersView;
}

// The projector shows only how many answered until the host chooses more (spec: no verdicts before the reveal).
const initialState: GameUiState = { sentAnswers: {}, answersView: 'hidden' };

export const answerKey = (gameId: string, questionIndex: number) => `${gameId}:${questionIndex}`;

/** Client-only state of live games; reducers are named as the events they record. */
export const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    answerSelected: (
      state,
      action: PayloadAction<{ gameId: string; questionIndex: number; answer: number; requestId: string }>,
    ) => {
      const { gameId, questionIndex, answer, requestId } = action.payload;
      state.sentAnswers[answerKey(gameId, questionIndex)] = {
        questionIndex,
        answer,
        requestId,
        status: 'sending',
        error: null,
      };
    },
    answerRecorded: (state, action: PayloadAction<{ gameId: string; questionIndex: number }>) => {
      delete state.sentAnswers[answerKey(action.payload.gameId, action.payload.questionIndex)];
    },
    answerFailed: (state, action: PayloadAction<{ gameId: string; questionIndex: number; error: ApiError }>) => {
      const sent = state.sentAnswers[answerKey(action.payload.gameId, action.payload.questionIndex)];
      if (!sent) return;
      sent.status = 'failed';
      sent.error = action.payload.error;
    },
    answersViewChanged: (state, action: PayloadAction<AnswersView>) => {
      state.answersView = action.payload;
    },
  },
  selectors: {
    selectSentAnswer: (state, gameId: string, questionIndex: number | null | undefined) =>
      questionIndex === null || questionIndex === undefined
        ? undefined
        : state.sentAnswers[answerKey(gameId, questionIndex)],
    selectAnswersView: (state) => state.answersView,
  },
});

export const { answerSelected, answerRecorded, answerFailed, answersViewChanged } = gameSlice.actions;
export const { selectSentAnswer, selectAnswersView } = gameSlice.selectors;
