// The public pages linked from the header, the footer and the landing (spec 2 paths).
export const PUBLIC_NAV_LINKS = [
  { to: '/pricing', key: 'pricing' },
  { to: '/comofunciona', key: 'howItWorks' },
  { to: '/multi', key: 'multi' },
  { to: '/destacados', key: 'featured' },
  { to: '/faqs', key: 'faqs' },
  { to: '/map', key: 'map' },
] as const;

/** The customer area (spec 2): in the header, the phone menu and the footer, one tap from any page. */
export const CUSTOMER_AREA_PATH = '/area-cliente';
