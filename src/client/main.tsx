import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createBrowserRouter } from './router';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const router = createBrowserRouter();

// The public pages arrive prerendered (scripts/prerender.mjs): hydrate them; every other page starts empty.
// Either way the page's code comes first: a prerendered page must be hydrated with the same page.
// No top-level await here: the bundler would then split every module the pages share into its own file.
void router.ready.then(() => {
  const app = <App queryClient={queryClient} router={router} />;
  if (container.hasChildNodes()) {
    // As a transition, hydration yields to the browser between components instead of one long task: the
    // page is already on screen, and a tap on it is answered sooner.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
