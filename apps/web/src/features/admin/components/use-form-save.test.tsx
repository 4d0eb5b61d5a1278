// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFormSave } from './use-form-save';
import { PARTNER_OPTIONS_KEY } from './use-partner-options';

describe('useFormSave', () => {
  it('refreshes the list and every other cache the change makes stale, then closes', async () => {
    const client = new QueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    const onClose = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useFormSave({
          mutationFn: async () => ({ id: 1 }),
          queryKey: ['admin', 'distributors'],
          alsoRefresh: [PARTNER_OPTIONS_KEY],
          successMessage: 'Distribuidor creado',
          onClose,
          setError: vi.fn(),
          fields: [],
        }),
      { wrapper },
    );
    await act(() => result.current.save({}));
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['admin', 'distributors'],
      ['admin', 'partner-options'],
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
