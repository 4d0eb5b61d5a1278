// Texts of the public header and the campaign banner: on every public page,
// so they load with the first page (the purchase texts load with the flow).
export const esPublicNav = {
  publicDiscount: {
    aria: 'Promoción',
    code: 'Código:',
  },
  publicNav: {
    label: 'Secciones',
    pricing: 'Precios',
    howItWorks: 'Cómo funciona',
    multi: 'Multidispositivo',
    featured: 'Móviles destacados',
    faqs: 'Preguntas frecuentes',
    map: 'Tiendas',
    contract: 'Contratar',
    customerArea: 'Área de cliente',
    menu: 'Menú',
    short: {
      pricing: 'Precios',
      howItWorks: 'Cómo funciona',
      multi: 'Multidispositivo',
      featured: 'Destacados',
      faqs: 'Preguntas',
      map: 'Tiendas',
    },
  },
} as const;
