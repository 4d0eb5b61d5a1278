// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { CallYouCard } from './call-you-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CallYouCard', () => {
  it('shows the service line and hours from the settings, without sending the stored login', async () => {
    const fetchMock = mockFetch(() => ({
      body: { customer_service_phone: '911222333', customer_service_hours: 'Lunes a sábado de 9 a 21h' },
    }));
    renderWithProviders(<CallYouCard />);
    expect(await screen.findByText('911 222 333')).toBeTruthy();
    expect(screen.getByText('Lunes a sábado de 9 a 21h')).toBeTruthy();
    expect(screen.getByRole('link', { name: /911 222 333/ }).getAttribute('href')).toBe('tel:+34911222333');
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBeNull();
  });

  it('drops the +34 prefix of a setting saved in international form', async () => {
    mockFetch(() => ({ body: { customer_service_phone: '+34 900 000 000' } }));
    renderWithProviders(<CallYouCard />);
    const link = await screen.findByRole('link', { name: /900 000 000/ });
    expect(link.getAttribute('href')).toBe('tel:+34900000000');
    expect(screen.getByText('900 000 000')).toBeTruthy();
  });

  it('falls back to the default line when the settings cannot be read', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Ha ocurrido un error' } }));
    renderWithProviders(<CallYouCard />);
    expect(await screen.findByText('900 000 000')).toBeTruthy();
  });
});
