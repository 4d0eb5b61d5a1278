// What the installable app tells the page (docs/installable-app.md): a new version waiting for the
// customer's 'Actualizar', and the browser's install prompt kept until the customer asks for it.
// Plain stores, read with useSyncExternalStore, so main.tsx carries no library for them.

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The event Chromium fires when the app can be installed (not in the DOM's types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let update: (() => Promise<void>) | null = null;
let installPrompt: InstallPromptEvent | null = null;
let installed = false;

export const subscribeToApp = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The waiting version's 'reload into it', or null when the page runs the newest. */
export const waitingUpdate = () => update;
export function offerUpdate(apply: () => Promise<void>) {
  update = apply;
  emit();
}

export const pendingInstallPrompt = () => installPrompt;
export const isAppInstalled = () => installed;

/** Whether the page runs as the installed app (standalone window), not in a browser tab. */
export function runsAsInstalledApp(): boolean {
  const standalone =
    typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches;
  const iosStandalone =
    typeof navigator !== 'undefined' && (navigator as { standalone?: boolean }).standalone;
  return Boolean(standalone || iosStandalone);
}

/**
 * Keeps the browser's install prompt for later (it fires once, early, before any page asks): the
 * customer area and the QR hand-off offer 'Instalar la app' with it. Called once by main.tsx.
 */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    installed = true;
    emit();
  });
}

/** Shows the kept prompt; the browser's own dialog asks the customer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = installPrompt;
  if (!prompt) return 'unavailable';
  installPrompt = null;
  emit();
  await prompt.prompt();
  return (await prompt.userChoice).outcome;
}
