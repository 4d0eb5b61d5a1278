// @vitest-environment happy-dom
import { TOAST_DURATION_MS } from '@amparo/domain';
import { act, render, screen } from '@testing-library/react';
import '../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from './toast-store';
import { Toaster } from './toaster';

describe('toasts (spec 2: bottom-right, 3000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    for (const item of getToasts()) toast.dismiss(item.id);
    vi.useRealTimers();
  });

  it('announces its region in Spanish, with the shortcut that reaches it', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });

  it('shows the Spanish default texts', () => {
    render(<Toaster />);
    act(() => {
      toast.success();
      toast.error();
    });
    // Radix also copies each toast into a live region for screen readers: getAll.
    expect(screen.getAllByText('La acción se ha realizado correctamente').length).toBeGreaterThan(0);
    expect(screen.getAllByText('La acción ha fallado').length).toBeGreaterThan(0);
  });

  it('uses the default duration of 3000 ms, then disappears', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    render(<Toaster />);
    act(() => {
      toast.error('No hemos podido enviar tu solicitud');
    });
    expect(getToasts()[0]?.duration).toBe(3000);
    expect(screen.getAllByText('No hemos podido enviar tu solicitud').length).toBeGreaterThan(0);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.queryAllByText('No hemos podido enviar tu solicitud').length).toBeGreaterThan(0);

    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryAllByText('No hemos podido enviar tu solicitud')).toHaveLength(0);
    expect(getToasts()).toHaveLength(0);
  });
});
