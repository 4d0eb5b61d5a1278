// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildNotification } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { NotificationCard } from './notification-card';

function renderCard(notification = buildNotification()) {
  return renderRoutes(
    [
      { path: '/area-cliente', element: <NotificationCard notification={notification} /> },
      { path: '/pagos/:policyId/:paymentId', element: <h1>Pago del recibo</h1> },
      { path: '/evaluation/breakage', element: <h1>Daños en el móvil</h1> },
    ],
    '/area-cliente',
  );
}

describe('notification cards', () => {
  it('shows title, caption and device, and the button leads to its target', async () => {
    const { router } = renderCard();
    expect(screen.getByRole('heading', { name: 'Recibo sin pagar' })).toBeTruthy();
    expect(screen.getByText('Tienes un recibo de 9,99 € pendiente.')).toBeTruthy();
    expect(screen.getByText('Apple iPhone 15')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    expect(await screen.findByRole('heading', { name: 'Pago del recibo' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagos/1/7');
    expect(router.state.location.search).toBe('?poliza=AMP-0001');
  });

  it('has no button when btnText is null (denied claim)', () => {
    renderCard(
      buildNotification({
        id: 'denied-3',
        title: 'Siniestro denegado',
        caption: 'El daño no está cubierto por la póliza.',
        btnText: null,
        icon: 'shield-off',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Siniestro denegado' })).toBeTruthy();
    expect(screen.getByText('El daño no está cubierto por la póliza.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a damage notice leads to the breakage page of that policy and phone', async () => {
    const { router } = renderCard(
      buildNotification({
        id: 'evaluation-breakage-12-30',
        title: 'Hemos visto daños en tu móvil',
        caption: 'En las fotos vemos daños.',
        btnText: 'Hablar con nosotros',
        icon: 'alert',
        link: { name: 'evaluation-breakage', params: { policy_id: '12', risk_id: '30' } },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hablar con nosotros' }));
    expect(await screen.findByRole('heading', { name: 'Daños en el móvil' })).toBeTruthy();
    expect(router.state.location.search).toBe('?policy_id=12&risk_id=30');
  });

  it('a check waiting for the expert has no button', () => {
    renderCard(
      buildNotification({
        id: 'evaluation-review-12-30',
        title: 'Peritación en revisión',
        caption: 'Estamos revisando las fotos de tu móvil.',
        btnText: null,
        icon: 'hourglass',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Peritación en revisión' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
