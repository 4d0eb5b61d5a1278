// Tab titles of the back office's pages, by route id (app/admin-routes.tsx): loaded with the back
// office (admin-texts.ts), so the first load of the public site does not carry them. The back
// office's entry and sign-in pages keep theirs in es-titles.ts.
export const esAdminTitles = {
  titles: {
    pages: {
      'admin-home': 'Panel',
      'admin-policies': 'Pólizas',
      'admin-renewals': 'Renovaciones',
      'admin-policy': 'Póliza',
      'admin-claims': 'Siniestros',
      'admin-claim': 'Siniestro',
      'admin-repair-centers': 'Talleres',
      'admin-evaluations': 'Peritaciones',
      'admin-evaluation': 'Peritación',
      'admin-payments': 'Cobros',
      'admin-catalog': 'Catálogo',
      'admin-discounts': 'Descuentos',
      'admin-stores': 'Tiendas y landings',
      'admin-settings': 'Ajustes',
      'admin-users': 'Usuarios',
      'admin-audit': 'Auditoría',
      'admin-mail-outbox': 'Correos enviados',
      'admin-operations': 'Operaciones',
      'admin-contact-requests': 'Llamadas pendientes',
      'admin-not-found': 'Página no encontrada',
    },
  },
} as const;
