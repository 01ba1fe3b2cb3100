import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GenerationResult, LibraryItem } from '../../../shared/content/content.api';

export type AiSource = 'text' | 'pdf' | 'url' | 'library';
export type WizardStep = 'source' | 'library' | 'input' | 'generating' | 'review';

/** A library source picked for a generation: what the input step shows of it. */
export type PickedSource = Pick<LibraryItem, 'id' | 'title' | 'sourceType' | 'wordCount'>;

/** The server's limit on sources combined in one generation (content.tooManySources). */
export const MAX_COMBINED_SOURCES = 10;

export interface WizardState {
  step: WizardStep;
  source: AiSource | null;
  picked: PickedSource[];
  /** Why the last generation failed; shown on the input step it returned to. */
  failure: unknown;
  result: GenerationResult | null;
}

export const initialWizardState: WizardState = {
  step: 'source',
  source: null,
  picked: [],
  failure: null,
  result: null,
};

/**
 * The creation flow (spec §4): source selection → (library: library selection →) input → generating → review; a
 * failure returns to the input step. Used with `useReducer`: the wizard's state lives and dies with its page.
 */
export const wizardSlice = createSlice({
  name: 'aiCreate',
  initialState: initialWizardState,
  reducers: {
    sourceChosen: (_state, action: PayloadAction<AiSource>) => ({
      ...initialWizardState,
      source: action.payload,
      step: action.payload === 'library' ? 'library' : 'input',
    }),
    sourcePreselected: (_state, action: PayloadAction<PickedSource>) => ({
      ...initialWizardState,
      source: 'library',
      picked: [action.payload],
      step: 'input',
    }),
    librarySourceToggled: (state, action: PayloadAction<PickedSource>) => {
      const at = state.picked.findIndex((item) => item.id === action.payload.id);
      if (at >= 0) state.picked.splice(at, 1);
      else if (state.picked.length < MAX_COMBINED_SOURCES) state.picked.push(action.payload);
    },
    librarySelectionConfirmed: (state) => {
      if (state.source === 'library' && state.picked.length > 0) state.step = 'input';
    },
    librarySelectionReopened: (state) => {
      if (state.source === 'library') state.step = 'library';
    },
    generationStarted: (state) => {
      state.step = 'generating';
      state.failure = null;
    },
    generationSucceeded: (state, action: PayloadAction<GenerationResult>) => {
      state.step = 'review';
      state.result = action.payload;
    },
    generationFailed: (state, action: PayloadAction<unknown>) => {
      state.step = 'input';
      state.failure = action.payload;
    },
    startedOver: () => initialWizardState,
  },
});

export const {
  sourceChosen,
  sourcePreselected,
  librarySourceToggled,
  librarySelectionConfirmed,
  librarySelectionReopened,
  generationStarted,
  generationSucceeded,
  generationFailed,
  startedOver,
} = wizardSlice.actions;
