// Setup of the unit project: findBy/waitFor wait up to 10 s instead of Testing Library's 1 s. Page
// tests load lazy chunks (the manual IMEI form, dialogs) whose first import takes seconds in CI, where
// this suite runs at low priority beside the Chromium journeys (scripts/test.mjs); a 5 s wait failed a
// correct page there once. A page that is right still passes at once; only a failure waits longer. Only
// where there is a document: the pure tests (domain, contract) do not load Testing Library at all.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
