import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createBrowserRouter } from './router';
import {
  activateLocale,
  arrivalLocale,
  followAddressLocale,
  htmlLang,
  savedLocale,
} from './i18n/interface-locale';

const container = document.getElementById('root')!;

/**
 * Lets the browser run what waits (a tap, a paint) before the next step: each step is a task of its own.
 * A message, not a timer: timers may be held back (a background tab, a test's paused clock).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// An address without a language's segment, opened by a visitor who chose (or whose browser prefers) another
// of ours, is that page in that language: replaced, so that Back does not return to the English one.
const arrival = arrivalLocale(location.pathname, savedLocale(), navigator.languages);
if (arrival.redirect) location.replace(`${arrival.redirect}${location.search}${location.hash}`);
else void start();

// The public pages arrive prerendered (scripts/prerender.mjs): hydrate them; every other page starts empty.
// Either way the page's code comes first: a prerendered page must be hydrated with the same page.
// No top-level await here: the bundler would then split every module the pages share into its own file.
// Evaluating this bundle, making the router (which matches the address and fetches the page's code) and
// hydrating are three tasks, not one long one that would keep a phone from answering a tap.
async function start() {
  await nextTask();
  const queryClient = createQueryClient();
  // A navigation to another language's address brings that language's catalogue in with the page's code.
  const router = createBrowserRouter({ prepare: followAddressLocale });
  // The page is prerendered in its address's language (scripts/prerender.mjs), said by its <html lang>,
  // which activating the language rewrites. The pseudo-locale's page is drawn afresh over the English one.
  const prerenderedIn = document.documentElement.lang;
  await Promise.all([router.ready, activateLocale(arrival.locale)]);
  await nextTask();
  const app = <App queryClient={queryClient} router={router} />;
  if (prerenderedIn !== htmlLang(arrival.locale)) container.replaceChildren();
  if (container.hasChildNodes()) {
    // As a transition, hydration yields to the browser between components instead of one long task: the
    // page is already on screen, and a tap on it is answered sooner.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  // The first comparison by locale loads ICU's collation data (about 8 ms, four times that on a phone): in
  // a task of its own while the page waits for its data, not in the render that sorts the data.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => 'a'.localeCompare('b'));
}
