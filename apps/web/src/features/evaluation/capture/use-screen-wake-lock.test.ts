// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock';

function mockWakeLock() {
  const release = vi.fn(async () => undefined);
  const request = vi.fn(async () => ({ release }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

describe('useScreenWakeLock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('asks for a screen lock while active and releases it when the countdown ends', async () => {
    const { request, release } = mockWakeLock();
    const { rerender } = renderHook(({ active }) => useScreenWakeLock(active), {
      initialProps: { active: false },
    });
    expect(request).not.toHaveBeenCalled();
    rerender({ active: true });
    expect(request).toHaveBeenCalledWith('screen');
    await waitFor(() => expect(request.mock.results[0]?.value).toBeDefined());
    await Promise.resolve();
    rerender({ active: false });
    await waitFor(() => expect(release).toHaveBeenCalledTimes(1));
  });

  it('does nothing where the browser has no wake lock, or refuses it', async () => {
    expect(() => renderHook(() => useScreenWakeLock(true)).unmount()).not.toThrow();
    const request = vi.fn(async () => {
      throw new DOMException('Battery low', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(() => unmount()).not.toThrow();
  });
});
