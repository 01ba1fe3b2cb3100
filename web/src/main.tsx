import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n';
import { App } from './app/app';
import { createRouter } from './app/router';
import { startSession } from './app/session';
import { createStore } from './app/store';
import './styles/main.css';

const store = createStore();
startSession(store);
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const mount = root;
// The first paint waits for the active language's strings (one small chunk), never for the other languages'.
void i18nReady.then(() =>
  createRoot(mount).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  ),
);
