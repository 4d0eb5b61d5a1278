// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The browser router is swapped for a memory one whose subscribers are watched.
const subscribed: string[] = [];
vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-router')>();
  return {
    ...original,
    createBrowserRouter: (...args: Parameters<typeof original.createMemoryRouter>) => {
      const router = original.createMemoryRouter(...args);
      const subscribe = router.subscribe.bind(router);
      router.subscribe = (listener) => {
        subscribed.push('subscribe');
        return subscribe(listener);
      };
      return router;
    },
  };
});

const { createAppRouter } = await import('./router');
const { DocumentTitleSync } = await import('./document-title-sync');

describe('the router and the tab title', () => {
  it('creating the router subscribes nothing: RouterProvider must be its first subscriber', () => {
    subscribed.length = 0;
    createAppRouter();
    // react-router 7.15.1 on: an earlier subscriber can leave a lazy page on its fallback for ever.
    expect(subscribed).toEqual([]);
  });

  it('the title follows the pages once RouterProvider has subscribed first', async () => {
    subscribed.length = 0;
    const router = createMemoryRouter(
      [
        { id: 'root', path: '/', element: null },
        { id: 'pricing', path: '/pricing', element: null },
      ],
      { initialEntries: ['/'] },
    );
    const watch = router.subscribe.bind(router);
    router.subscribe = (listener) => {
      subscribed.push(subscribed.length === 0 ? 'first' : 'later');
      return watch(listener);
    };
    render(
      <>
        <RouterProvider router={router} />
        <DocumentTitleSync router={router} />
      </>,
    );
    await act(() => router.navigate('/pricing'));
    expect(document.title).toBe('Precios · Amparo');
    expect(subscribed.length).toBeGreaterThanOrEqual(2);
  });
});
