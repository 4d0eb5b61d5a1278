// A store page's look (spec 7, store landings): the accent colour is a plain
// '#RRGGBB' hex colour, in either case. The contract validates it with this
// pattern, the back office form checks it as it is typed, and the store page
// only paints with a colour that passes it.

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value);
