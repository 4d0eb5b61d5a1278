// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppUpdateBanner } from './app-update-banner';
import { InstallAppCard } from './install-app-card';
import { listenForInstallPrompt, offerUpdate } from './pwa-state';

listenForInstallPrompt();

describe('the installable app on the page', () => {
  it('offers to install only when the browser can, with its own prompt, then says it is installed', async () => {
    renderWithProviders(<InstallAppCard />);
    expect(screen.queryByRole('region', { name: 'Instala la app de Amparo' })).toBeNull();

    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar la app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('App instalada: la encontrarás en tu pantalla de inicio.')).toBeTruthy();
  });

  it("shows 'Nueva versión disponible' once a new version waits, and 'Actualizar' applies it", async () => {
    renderWithProviders(<AppUpdateBanner />);
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
    const apply = vi.fn(async () => {});
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
