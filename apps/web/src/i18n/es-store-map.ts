// The public store map (/map): the map, the search near me or by place, and the fallback
// when the map cannot load. Loaded with the rest of the customer texts (rest-texts.ts).
export const esStoreMap = {
  storeMap: {
    mapTitle: 'Mapa de tiendas',
    mapLabel: 'Mapa con las tiendas asociadas. La misma información está en la lista de tiendas.',
    loadingMap: 'Cargando el mapa…',
    tilesFailed:
      'No se ha podido cargar el mapa ahora mismo. Tienes todas las tiendas en la lista de abajo, con su dirección y teléfono.',
    nearMe: 'Buscar cerca de mí',
    locating: 'Buscando tu ubicación…',
    geoDenied:
      'No nos has dado permiso para ver tu ubicación. Puedes permitirlo en tu navegador o escribir tu ciudad o código postal.',
    geoUnavailable:
      'No hemos podido saber dónde estás. Escribe tu ciudad o código postal para ver las tiendas más cercanas.',
    geoUnsupported:
      'Tu navegador no permite buscar por ubicación. Escribe tu ciudad o código postal para ver las tiendas más cercanas.',
    searchLabel: 'Ciudad o código postal',
    searchPlaceholder: 'Madrid o 28013',
    search: 'Buscar',
    clear: 'Ver todas',
    noPlace:
      'No encontramos tiendas en «{{query}}». Prueba con otra ciudad o código postal, o mira la lista completa.',
    sortedNearYou: 'Tiendas ordenadas de más cerca a más lejos de tu ubicación.',
    sortedNear: 'Tiendas ordenadas de más cerca a más lejos de «{{query}}».',
    distance: 'A {{km}} km',
    phone: 'Teléfono {{phone}}',
    call: 'Llamar a {{store}}, {{phone}}',
    showOnMap: 'Ver en el mapa',
    you: 'Tu ubicación',
  },
} as const;
