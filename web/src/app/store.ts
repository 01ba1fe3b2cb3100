import { configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../shared/session/auth.slice';
import { gameSlice } from '../features/games/game.slice';
import { api } from './api';
import { listenerMiddleware } from './listener';

export const createStore = () =>
  configureStore({
    reducer: {
      [authSlice.reducerPath]: authSlice.reducer,
      [gameSlice.reducerPath]: gameSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
