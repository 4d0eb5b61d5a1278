// @vitest-environment happy-dom
import * as Dialog from '@radix-ui/react-dialog';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithProviders } from '../test/render';
import { ContactModal } from '../ui/modals/contact-modal';
import { closeModal } from '../ui/modals/modal-bus';
import { getToasts, toast } from '../ui/toast/toast-store';
import { Toaster } from '../ui/toast/toaster';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Spec 8 'Generic failure': 'Ha ocurrido un error', whether the server says so
// (its 500 body), says nothing readable (a proxy's HTML page), or a screen breaks.

function answerWith(status: number, body: string, contentType: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

async function askForCallBack() {
  renderWithProviders(
    <>
      <Dialog.Root open>
        <Dialog.Portal>
          <ContactModal reason="landing" />
        </Dialog.Portal>
      </Dialog.Root>
      <Toaster />
    </>,
  );
  await userEvent.type(screen.getByLabelText('Nombre'), 'Lucía');
  await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
  await userEvent.click(screen.getByRole('button', { name: 'Solicitar llamada' }));
}

describe('generic failure (spec 8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => closeModal());
    for (const item of getToasts()) toast.dismiss(item.id);
  });

  it("shows the API's 500 message to the person", async () => {
    answerWith(
      500,
      JSON.stringify({ message: 'Ha ocurrido un error', code: 'internal' }),
      'application/json',
    );
    await askForCallBack();
    // Radix copies each toast into a live region for screen readers: getAll.
    expect((await screen.findAllByText('Ha ocurrido un error')).length).toBeGreaterThan(0);
  });

  it('says "Ha ocurrido un error" when a 500 carries no readable message', async () => {
    answerWith(500, '<html><body>Internal Server Error</body></html>', 'text/html');
    await askForCallBack();
    expect((await screen.findAllByText('Ha ocurrido un error')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });

  it('shows the generic error page when a screen breaks, and keeps the cause in the console', async () => {
    // The page's call-back card reads the settings: answer it, so nothing reaches the network.
    answerWith(200, '{}', 'application/json');
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const failure = new Error('render failed');
    function Broken(): never {
      throw failure;
    }
    renderRoutes(
      [
        {
          element: <RootLayout />,
          errorElement: <RouteError />,
          children: [{ path: '/roto', element: <Broken /> }],
        },
      ],
      '/roto',
    );
    expect(await screen.findByRole('heading', { name: 'Ha ocurrido un error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('render failed')).toBeNull();
    expect(console).toHaveBeenCalledWith(failure);
  });
});
