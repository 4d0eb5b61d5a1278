// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import PermissionRequiredPage, { retryPath } from './permission-required-page';

function renderAt(path: string) {
  return renderRoutes([{ path: '/permission-required', element: <PermissionRequiredPage /> }], path);
}

describe('camera permission page (spec 8)', () => {
  beforeEach(() => mockFetch());
  afterEach(() => vi.unstubAllGlobals());

  it('explains iPhone and Android settings and goes back to the capture page it came from', () => {
    renderAt('/permission-required?desde=%2Fevaluation%2Fcapture%2Ffront');
    expect(screen.getByRole('heading', { level: 1, name: 'Necesitamos acceso a la cámara' })).toBeTruthy();
    expect(screen.getByText('En iPhone (Safari)')).toBeTruthy();
    expect(screen.getByText('En Android (Chrome)')).toBeTruthy();
    expect(screen.getByText(/Permisos» y activa «Cámara/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a intentarlo' }).getAttribute('href')).toBe(
      '/evaluation/capture/front',
    );
  });

  it('without a page of the check to go back to, goes back in history', () => {
    renderAt('/permission-required?desde=https%3A%2F%2Fevil.example');
    expect(screen.queryByRole('link', { name: 'Volver a intentarlo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeTruthy();
  });

  it.each([
    ['/evaluation/capture/back', '/evaluation/capture/back'],
    ['/evaluation', '/evaluation'],
    ['/admin', null],
    ['//evil.example', null],
    [null, null],
  ])('retryPath(%s) → %s', (from, expected) => {
    expect(retryPath(from)).toBe(expected);
  });
});
