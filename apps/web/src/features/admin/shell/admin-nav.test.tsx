// @vitest-environment happy-dom
import type { Role } from '@amparo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AdminNav } from './admin-nav';

function linksFor(role: Role) {
  renderRoutes([{ path: '/admin', element: <AdminNav staffRole={role} /> }], '/admin');
  const nav = screen.getByRole('navigation', { name: 'Navegación del back office' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('back-office navigation by role', () => {
  it('shows an admin every section', () => {
    expect(linksFor('admin')).toEqual(['Inicio', 'Usuarios', 'Auditoría', 'Correos enviados', 'Llamadas']);
  });

  it('shows a store seller neither users nor audit', () => {
    const links = linksFor('store_seller');
    expect(links).toEqual(['Inicio']);
    expect(links).not.toContain('Usuarios');
    expect(links).not.toContain('Auditoría');
  });

  it('shows an agent users, mail outbox and calls but not the audit', () => {
    expect(linksFor('agent')).toEqual(['Inicio', 'Usuarios', 'Correos enviados', 'Llamadas']);
  });

  it('marks the current section', () => {
    renderRoutes([{ path: '/admin', element: <AdminNav staffRole="admin" /> }], '/admin');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');
  });
});
