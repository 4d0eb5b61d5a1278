// Setup of the unit project: findBy/waitFor wait up to 5 s instead of Testing Library's 1 s. Page
// tests load lazy chunks (the manual IMEI form, dialogs) whose first import takes over a second when
// the other CI lane has both cores busy; a wait that is too short there fails a correct page. Only
// where there is a document: the pure tests (domain, contract) do not load Testing Library at all.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
