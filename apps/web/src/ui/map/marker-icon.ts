import { divIcon } from 'leaflet';

// Leaflet's default marker is a PNG it finds by guessing its own CSS path, which a
// bundler breaks (the marker shows as a broken image). Our pin is inline SVG instead:
// no image request, sharp at any zoom, in the brand colour.

const PIN_SIZE: [number, number] = [32, 42];

function pinSvg(fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${fill}" stroke="#ffffff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#ffffff"/></svg>`;
}

/** The marker colours: the brand's pink for places, blue for the visitor's own position. */
export const PIN_COLOURS = { brand: '#d6007e', info: '#1849a9' } as const;
export type PinTone = keyof typeof PIN_COLOURS;

const icons = new Map<PinTone, ReturnType<typeof divIcon>>();

/** The pin of a tone (built once): its tip is at the point. */
export function pinIcon(tone: PinTone = 'brand') {
  let icon = icons.get(tone);
  if (!icon) {
    icon = divIcon({
      // Replaces Leaflet's 'leaflet-div-icon' class, whose white box would frame the pin.
      className: 'amparo-map-pin',
      html: pinSvg(PIN_COLOURS[tone]),
      iconSize: PIN_SIZE,
      iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
      popupAnchor: [0, -PIN_SIZE[1] + 4],
    });
    icons.set(tone, icon);
  }
  return icon;
}
