import type { CallBackSlot } from '@amparo/domain';
// @vitest-environment happy-dom
import * as Dialog from '@radix-ui/react-dialog';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ContactSuccessModal } from './contact-success-modal';

function renderSuccess(slot: CallBackSlot = 'any') {
  return renderWithProviders(
    <Dialog.Root open>
      <Dialog.Portal>
        <ContactSuccessModal slot={slot} />
      </Dialog.Portal>
    </Dialog.Root>,
  );
}

describe('call-me-back confirmation', () => {
  // The modal reads the public settings (regional holidays): answered here, never the network.
  beforeEach(() => mockFetch(() => ({ body: {} })));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('promises a call in minutes only while the call centre is open', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // Monday 11:00 in Madrid
    renderSuccess();
    expect(screen.getByRole('dialog', { name: '¡Gracias! Te llamamos enseguida' })).toBeTruthy();
    expect(screen.getByText(/en los próximos minutos/)).toBeTruthy();
  });

  it('out of hours says when to expect the call, in the title too', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T21:30:00Z')); // Monday 22:30 in Madrid
    renderSuccess();
    expect(screen.getByRole('dialog', { name: '¡Gracias! Te llamaremos en cuanto abramos' })).toBeTruthy();
    expect(screen.getByText(/fuera de horario/)).toBeTruthy();
    expect(screen.queryByText(/enseguida/)).toBeNull();
  });

  it('an afternoon slot asked in the morning promises this afternoon, not minutes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // Monday 11:00 in Madrid
    renderSuccess('afternoon');
    expect(screen.getByRole('dialog', { name: '¡Gracias! Te llamamos esta tarde' })).toBeTruthy();
    expect(screen.getByText(/hoy entre las 14 y las 19h/)).toBeTruthy();
    expect(screen.queryByText(/próximos minutos/)).toBeNull();
  });

  it('a morning slot asked on a Friday afternoon promises Saturday from 10h', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z')); // Friday 16:00 in Madrid
    renderSuccess('morning');
    expect(screen.getByRole('dialog', { name: '¡Gracias! Te llamamos mañana por la mañana' })).toBeTruthy();
    expect(screen.getByText(/mañana a partir de las 10h/)).toBeTruthy();
  });
});
