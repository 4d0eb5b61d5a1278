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
    expect(linksFor('admin')).toEqual([
      'Inicio',
      'Pólizas',
      'Siniestros',
      'Peritaciones',
      'Cobros',
      'Remesas SEPA',
      'Catálogo',
      'Descuentos',
      'Distribuidores',
      'Tiendas',
      'Talleres',
      'Usuarios',
      'Auditoría',
      'Correos enviados',
      'Llamadas',
      'Operaciones',
      'Ajustes',
    ]);
  });

  it('shows a store seller its policies, claims and its store but no catalog, discounts, settings, users or audit', () => {
    const links = linksFor('store_seller');
    expect(links).toEqual(['Inicio', 'Pólizas', 'Siniestros', 'Cobros', 'Distribuidores', 'Tiendas']);
    for (const hidden of [
      'Peritaciones',
      'Remesas SEPA',
      'Catálogo',
      'Descuentos',
      'Ajustes',
      'Usuarios',
      'Auditoría',
      'Talleres',
    ]) {
      expect(links).not.toContain(hidden);
    }
  });

  it('shows an agent policies, payments, SEPA files, users and calls but not the audit or the mail outbox', () => {
    expect(linksFor('agent')).toEqual([
      'Inicio',
      'Pólizas',
      'Siniestros',
      'Peritaciones',
      'Cobros',
      'Remesas SEPA',
      'Distribuidores',
      'Tiendas',
      'Usuarios',
      'Llamadas',
    ]);
  });

  it('shows an expert the policies and the phone checks (the queue they decide) only', () => {
    expect(linksFor('expert')).toEqual(['Inicio', 'Pólizas', 'Peritaciones']);
  });

  it('shows a claims handler the claims desk and the repair centers they manage', () => {
    expect(linksFor('claims_handler')).toEqual([
      'Inicio',
      'Pólizas',
      'Siniestros',
      'Peritaciones',
      'Cobros',
      'Distribuidores',
      'Tiendas',
      'Talleres',
    ]);
  });

  it('marks the current section', () => {
    renderRoutes([{ path: '/admin', element: <AdminNav staffRole="admin" /> }], '/admin');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');
  });
});
