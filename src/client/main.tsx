import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createRouter, loadRoutesFor } from './router';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();

// The public pages arrive prerendered (scripts/prerender.mjs): hydrate them; every other page starts empty.
// No top-level await here: the bundler would then split every module the pages share into its own file.
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser between components instead of one long task: the
  // page is already on screen, and a tap on it is answered sooner.
  void loadRoutesFor(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} router={createRouter()} />);
    }),
  );
} else {
  createRoot(container).render(<App queryClient={queryClient} router={createRouter()} />);
}
