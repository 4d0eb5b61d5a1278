/**
 * Demo catalog: real device models on sale in Spain with their recommended
 * retail prices in euros (rounded), used to quote cover by device value.
 */
export type CatalogRow = { kind: string; brand: string; model: string; price: number; released?: string };

const phones: [string, string, number][] = [
  ['Apple', 'iPhone 16 Pro Max', 1469],
  ['Apple', 'iPhone 16 Pro', 1219],
  ['Apple', 'iPhone 16 Plus', 1109],
  ['Apple', 'iPhone 16', 959],
  ['Apple', 'iPhone 16e', 709],
  ['Apple', 'iPhone 15', 859],
  ['Apple', 'iPhone 14', 709],
  ['Apple', 'iPhone 13', 609],
  ['Samsung', 'Galaxy S25 Ultra', 1459],
  ['Samsung', 'Galaxy S25+', 1179],
  ['Samsung', 'Galaxy S25', 909],
  ['Samsung', 'Galaxy S24 FE', 649],
  ['Samsung', 'Galaxy Z Flip6', 1199],
  ['Samsung', 'Galaxy Z Fold6', 2009],
  ['Samsung', 'Galaxy A56 5G', 479],
  ['Samsung', 'Galaxy A36 5G', 379],
  ['Samsung', 'Galaxy A16', 199],
  ['Xiaomi', 'Xiaomi 15 Ultra', 1499],
  ['Xiaomi', 'Xiaomi 15', 999],
  ['Xiaomi', 'Redmi Note 14 Pro 5G', 399],
  ['Xiaomi', 'Redmi 14C', 149],
  ['Google', 'Pixel 9 Pro', 1099],
  ['Google', 'Pixel 9', 899],
  ['Google', 'Pixel 9a', 549],
  ['Motorola', 'Edge 50 Pro', 699],
  ['Motorola', 'moto g85 5G', 329],
  ['OPPO', 'Reno13 5G', 549],
  ['OPPO', 'Find X8 Pro', 1199],
  ['OnePlus', 'OnePlus 13', 1049],
  ['realme', 'realme 14 Pro+', 499],
  ['Honor', 'Magic7 Pro', 1299],
  ['Nothing', 'Phone (3a)', 379],
];

const portables: [string, string, number][] = [
  ['Apple', 'MacBook Air 13" M3', 1299],
  ['Apple', 'MacBook Pro 14" M4', 1899],
  ['Lenovo', 'IdeaPad Slim 5', 799],
  ['HP', 'Pavilion 15', 699],
  ['ASUS', 'Vivobook 15', 549],
  ['Dell', 'XPS 13', 1399],
  ['Acer', 'Aspire 5', 599],
];

const smartTvs: [string, string, number][] = [
  ['Samsung', 'QE55Q80D 55" QLED', 1099],
  ['LG', 'OLED55C4 55" OLED', 1599],
  ['Sony', 'Bravia 55" X85L', 1199],
  ['TCL', '55C805 55" QD-Mini LED', 699],
  ['Xiaomi', 'TV A Pro 55" 2025', 449],
  ['Philips', '55PUS8909 55" Ambilight', 749],
];

const scooters: [string, string, number][] = [
  ['Xiaomi', 'Electric Scooter 4 Pro', 799],
  ['Segway-Ninebot', 'Max G2', 899],
  ['Cecotec', 'Bongo Serie A Advance', 349],
  ['SmartGyro', 'Crossover Dual Max', 949],
];

const rows = (kind: string, list: [string, string, number][]): CatalogRow[] =>
  list.map(([brand, model, price]) => ({ kind, brand, model, price }));

export const demoCatalog: CatalogRow[] = [
  ...rows('mobile', phones),
  ...rows('portable', portables),
  ...rows('smarttv', smartTvs),
  ...rows('scooter', scooters),
];
