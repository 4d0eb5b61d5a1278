import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PATHS } from '../navigation/paths';
import { RouteError } from './route-error';

// The back office lives outside the public layout (no customer header or
// footer) and every page is its own lazily loaded chunk: a customer never
// downloads a byte of it.
function adminPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [page] = await Promise.all([load(), import('../i18n/admin-texts')]);
      return { Component: page.default };
    },
  };
}

export const adminRoutes: RouteObject = {
  id: 'admin',
  path: PATHS.admin,
  errorElement: <RouteError />,
  children: [
    { id: 'admin-login', path: 'login', ...adminPage(() => import('../features/admin/auth/login-page')) },
    {
      id: 'admin-remember-password',
      path: 'recordar-contrasena',
      ...adminPage(() => import('../features/admin/auth/remember-password-page')),
    },
    {
      id: 'admin-reset-password',
      path: 'restablecer-contrasena',
      ...adminPage(() => import('../features/admin/auth/reset-password-page')),
    },
    {
      id: 'admin-shell',
      ...adminPage(() => import('../features/admin/shell/admin-layout')),
      children: [
        {
          index: true,
          id: 'admin-home',
          ...adminPage(() => import('../features/admin/dashboard/dashboard-page')),
        },
        {
          path: 'polizas',
          id: 'admin-policies',
          ...adminPage(() => import('../features/admin/policies/policies-page')),
        },
        {
          path: 'renovaciones',
          id: 'admin-renewals',
          ...adminPage(() => import('../features/admin/policies/renewals-page')),
        },
        {
          path: 'polizas/:id',
          id: 'admin-policy',
          ...adminPage(() => import('../features/admin/policies/policy-detail-page')),
        },
        {
          path: 'siniestros',
          id: 'admin-claims',
          ...adminPage(() => import('../features/admin/claims/claims-page')),
        },
        {
          path: 'siniestros/:id',
          id: 'admin-claim',
          ...adminPage(() => import('../features/admin/claims/claim-detail-page')),
        },
        {
          path: 'peritaciones',
          id: 'admin-evaluations',
          ...adminPage(() => import('../features/admin/evaluations/evaluations-page')),
        },
        {
          path: 'peritaciones/imei',
          id: 'admin-imei-queue',
          ...adminPage(() => import('../features/admin/evaluations/imei-queue-page')),
        },
        {
          path: 'peritaciones/:id',
          id: 'admin-evaluation',
          ...adminPage(() => import('../features/admin/evaluations/evaluation-detail-page')),
        },
        {
          path: 'cobros',
          id: 'admin-payments',
          ...adminPage(() => import('../features/admin/payments/payments-page')),
        },
        {
          path: 'catalogo',
          id: 'admin-catalog',
          ...adminPage(() => import('../features/admin/catalog/catalog-page')),
        },
        {
          path: 'descuentos',
          id: 'admin-discounts',
          ...adminPage(() => import('../features/admin/discounts/discounts-page')),
        },
        {
          path: 'tiendas',
          id: 'admin-stores',
          ...adminPage(() => import('../features/admin/stores/stores-page')),
        },
        {
          path: 'distribuidores',
          id: 'admin-distributors',
          ...adminPage(() => import('../features/admin/distributors/distributors-page')),
        },
        {
          path: 'talleres',
          id: 'admin-repair-centers',
          ...adminPage(() => import('../features/admin/repair-centers/repair-centers-page')),
        },
        {
          path: 'ajustes',
          id: 'admin-settings',
          ...adminPage(() => import('../features/admin/settings/settings-page')),
        },
        {
          path: 'usuarios',
          id: 'admin-users',
          ...adminPage(() => import('../features/admin/users/users-page')),
        },
        {
          path: 'auditoria',
          id: 'admin-audit',
          ...adminPage(() => import('../features/admin/audit/audit-page')),
        },
        {
          path: 'correos',
          id: 'admin-mail-outbox',
          ...adminPage(() => import('../features/admin/mail-outbox/mail-outbox-page')),
        },
        {
          path: 'operaciones',
          id: 'admin-operations',
          ...adminPage(() => import('../features/admin/operations/operations-page')),
        },
        {
          path: 'remesas',
          id: 'admin-sepa-files',
          ...adminPage(() => import('../features/admin/sepa/sepa-files-page')),
        },
        {
          path: 'remesas/:id',
          id: 'admin-sepa-file',
          ...adminPage(() => import('../features/admin/sepa/sepa-file-page')),
        },
        {
          path: 'llamadas',
          id: 'admin-contact-requests',
          ...adminPage(() => import('../features/admin/contact-requests/contact-requests-page')),
        },
        { path: '*', id: 'admin-not-found', ...adminPage(() => import('../features/errors/not-found-page')) },
      ],
    },
  ],
};
