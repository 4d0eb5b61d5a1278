// The web's addresses that mails, gateways and signing providers send people to. One table: the web's
// router reads its paths from here (apps/web/src/navigation/paths.ts), and the API builds every link
// it mails with `linkTo`, so a page that moves cannot leave a mail pointing at the old address.

export const LINK_PATHS = {
  customerArea: '/area-cliente',
  /** The purchase flow's first step. */
  purchase: '/contratacion',
  customerClaim: '/area-cliente/siniestros/:id',
  /** The payment page of a booking or a returned receipt (`?acceso=` carries the mail's token). */
  purchasePayment: '/contratacion/pago',
  /** The booking mail's phone check (`?acceso=`), redirected by the web to the check's first step. */
  peritation: '/peritation/:id',
  signing: '/firma/:id',
  /** Where a signing provider sends the customer back. */
  signatureReturn: '/signature/:id/return',
  adminResetPassword: '/admin/restablecer-contrasena',
  /** A claim on the desk: where the mail of a customer's message leads staff. */
  adminClaim: '/admin/siniestros/:id',
} as const;

export type LinkName = keyof typeof LINK_PATHS;

type LinkOptions = {
  params?: Record<string, string | number>;
  /** Query parameters, in order; an undefined value is left out. */
  query?: Record<string, string | number | undefined>;
};

/** An absolute link to one of the web's pages: `linkTo(publicUrl, 'customerClaim', { params: { id: 7 } })`. */
export function linkTo(publicUrl: string, name: LinkName, options: LinkOptions = {}): string {
  const path = LINK_PATHS[name].replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = options.params?.[key];
    if (value === undefined || value === '')
      throw new TypeError(`Missing link parameter '${key}' for ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return `${publicUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}
