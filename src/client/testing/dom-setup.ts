import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` wait for what a user would see. Their default of one second is shorter than a
// component's first render can take while the server files keep both CPUs busy; a wait passes as soon as
// the screen is right, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 5000 });

// The notices' markup loads lazily with the first notice (components/toast.tsx). A browser has it by the time
// anything is said; a test's fake-timer steps may not wait for the import, so every file starts with it.
await import('#client/components/toast-list.tsx');
