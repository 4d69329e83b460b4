import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './queryClient';
import { firstRouteTables } from './routing/useRouteTables';
import { addWebFontsAfterLoad } from './webFonts';

/**
 * How long the first render waits for the opened page's route table and code. Past it the app is
 * drawn anyway (the navbar, with the loading indicator until they come), so a remote that is slow
 * to answer never leaves the visitor without the site's navigation.
 */
const FIRST_PAGE_WAIT_MS = 1500;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * index.html's static first paint already shows what drawing the app before its page is here would
 * (the navbar's frame and the loading indicator). So the app waits for the page first, within
 * FIRST_PAGE_WAIT_MS, and draws it in one render instead of two: drawn early, the shell rendered,
 * laid out and painted the loading indicator, then again with the page once the route table came.
 */
async function start(container: HTMLElement): Promise<void> {
  const client = createQueryClient();
  const firstPage = client.prefetchQuery(firstRouteTables(window.location.pathname));
  await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
  addWebFontsAfterLoad();
}

void start(root);
