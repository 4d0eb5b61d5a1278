// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { LoadingOverlay } from './loading-overlay';
import { loading } from './loading-store';

describe('loading overlay', () => {
  it('stays up while any task is pending and announces itself', async () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).toBeNull();

    let finish: () => void = () => {};
    const task = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let during: Promise<void> = Promise.resolve();
    act(() => {
      loading.show();
      during = loading.during(task);
    });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Cargando…');

    act(() => loading.hide());
    expect(screen.getByRole('status')).toBeTruthy();

    await act(async () => {
      finish();
      await during;
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what it is waiting for when the task names it, and forgets it once down', () => {
    render(<LoadingOverlay />);
    act(() => loading.show('Te llevamos a la pasarela de pago…'));
    expect(screen.getByRole('status').textContent).toContain('Te llevamos a la pasarela de pago…');
    act(() => loading.hide());
    act(() => loading.show());
    expect(screen.getByRole('status').textContent).toContain('Cargando…');
    act(() => loading.hide());
  });
});
