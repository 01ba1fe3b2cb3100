import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { createRouter } from './router';
import type { AppStore } from './store';
import { i18n } from './i18n';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createRouter>;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
