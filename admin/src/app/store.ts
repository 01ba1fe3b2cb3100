import { configureStore } from '@reduxjs/toolkit';
import { adminAuthSlice } from '../features/auth/admin-auth.slice';
import { api } from './api';
import { listenerMiddleware } from './listener';

export const createStore = () =>
  configureStore({
    reducer: {
      [adminAuthSlice.reducerPath]: adminAuthSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
