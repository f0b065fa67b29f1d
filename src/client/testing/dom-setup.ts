import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` wait for what a user would see. Their default of one second is shorter than a
// component's first render can take while the server files keep both CPUs busy; a wait passes as soon as
// the screen is right, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 5000 });
