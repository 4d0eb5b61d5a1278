// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../test/render';
import { describe, expect, it } from 'vitest';
import { useAppNavigate } from './use-app-navigate';

function Buttons() {
  const navigate = useAppNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/evaluation?policy=1')}>
        same
      </button>
      <button type="button" onClick={() => navigate('/evaluation/?policy=1')}>
        same with slash
      </button>
      <button type="button" onClick={() => navigate('/evaluation/instructions?policy=1')}>
        other
      </button>
    </>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <Buttons /> }], {
    initialEntries: ['/evaluation?policy=1'],
  });
  const navigations: string[] = [];
  router.subscribe((state) => navigations.push(`${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return { router, navigations };
}

describe('useAppNavigate (spec 2: duplicate navigation is swallowed)', () => {
  it('does nothing when navigating to the current location', async () => {
    const { navigations } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'same' }));
    expect(navigations).toEqual([]);
  });

  it('treats a trailing slash as the same location', async () => {
    const { navigations } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'same with slash' }));
    expect(navigations).toEqual([]);
  });

  it('navigates to a different location and adds one history entry', async () => {
    const { router, navigations } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'other' }));
    expect(navigations.at(-1)).toBe('/evaluation/instructions?policy=1');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/evaluation');
  });
});
