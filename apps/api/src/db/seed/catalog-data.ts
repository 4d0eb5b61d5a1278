/**
 * Demo catalog: real device models on sale in Spain with their recommended
 * retail prices in euros (rounded), used to quote cover by device value.
 */
export type CatalogRow = { kind: string; brand: string; model: string; price: number; released?: string };

// The phones people in Spain actually buy (the best-seller lists of the big
// Spanish retailers and operators in 2025), with the brand's launch price in
// Spain in euros. New rows only: the seed never rewrites a model that exists.
const phones: [string, string, number][] = [
  ['Apple', 'iPhone 17 Pro Max', 1469],
  ['Apple', 'iPhone 17 Pro', 1319],
  ['Apple', 'iPhone Air', 1219],
  ['Apple', 'iPhone 17', 959],
  ['Apple', 'iPhone 16 Pro Max', 1469],
  ['Apple', 'iPhone 16 Pro', 1219],
  ['Apple', 'iPhone 16 Plus', 1109],
  ['Apple', 'iPhone 16', 959],
  ['Apple', 'iPhone 16e', 709],
  ['Apple', 'iPhone 15 Pro', 1219],
  ['Apple', 'iPhone 15 Plus', 959],
  ['Apple', 'iPhone 15', 859],
  ['Apple', 'iPhone 14', 709],
  ['Apple', 'iPhone 13', 609],
  ['Samsung', 'Galaxy S25 Ultra', 1459],
  ['Samsung', 'Galaxy S25 Edge', 1259],
  ['Samsung', 'Galaxy S25+', 1179],
  ['Samsung', 'Galaxy S25', 909],
  ['Samsung', 'Galaxy S25 FE', 759],
  ['Samsung', 'Galaxy S24 Ultra', 1459],
  ['Samsung', 'Galaxy S24+', 1159],
  ['Samsung', 'Galaxy S24', 909],
  ['Samsung', 'Galaxy S24 FE', 649],
  ['Samsung', 'Galaxy Z Flip7', 1249],
  ['Samsung', 'Galaxy Z Fold7', 2109],
  ['Samsung', 'Galaxy Z Flip6', 1199],
  ['Samsung', 'Galaxy Z Fold6', 2009],
  ['Samsung', 'Galaxy A56 5G', 479],
  ['Samsung', 'Galaxy A55 5G', 479],
  ['Samsung', 'Galaxy A36 5G', 379],
  ['Samsung', 'Galaxy A35 5G', 379],
  ['Samsung', 'Galaxy A26 5G', 299],
  ['Samsung', 'Galaxy A25 5G', 299],
  ['Samsung', 'Galaxy A16', 199],
  ['Samsung', 'Galaxy A16 5G', 229],
  ['Samsung', 'Galaxy A15', 179],
  ['Xiaomi', 'Xiaomi 15 Ultra', 1499],
  ['Xiaomi', 'Xiaomi 15', 999],
  ['Xiaomi', 'Xiaomi 15T Pro', 799],
  ['Xiaomi', 'Xiaomi 15T', 649],
  ['Xiaomi', 'Xiaomi 14T Pro', 799],
  ['Xiaomi', 'Xiaomi 14T', 649],
  ['Xiaomi', 'Redmi Note 14 Pro+ 5G', 449],
  ['Xiaomi', 'Redmi Note 14 Pro 5G', 399],
  ['Xiaomi', 'Redmi Note 14 5G', 299],
  ['Xiaomi', 'Redmi Note 14', 229],
  ['Xiaomi', 'Redmi Note 13 Pro 5G', 399],
  ['Xiaomi', 'Redmi Note 13 5G', 299],
  ['Xiaomi', 'Redmi Note 13', 199],
  ['Xiaomi', 'Redmi 14C', 149],
  ['Xiaomi', 'POCO X7 Pro', 369],
  ['Google', 'Pixel 10 Pro', 1099],
  ['Google', 'Pixel 10', 899],
  ['Google', 'Pixel 9 Pro XL', 1199],
  ['Google', 'Pixel 9 Pro', 1099],
  ['Google', 'Pixel 9', 899],
  ['Google', 'Pixel 9a', 549],
  ['Motorola', 'Edge 50 Pro', 699],
  ['Motorola', 'Edge 50 Fusion', 399],
  ['Motorola', 'razr 50', 899],
  ['Motorola', 'moto g85 5G', 329],
  ['Motorola', 'moto g75 5G', 299],
  ['Motorola', 'moto g55 5G', 249],
  ['Motorola', 'moto g54 5G', 249],
  ['Motorola', 'moto g35 5G', 199],
  ['Motorola', 'moto g15', 149],
  ['OPPO', 'Find X8 Pro', 1199],
  ['OPPO', 'Find X8', 999],
  ['OPPO', 'Reno13 Pro 5G', 699],
  ['OPPO', 'Reno13 5G', 549],
  ['OPPO', 'A80 5G', 249],
  ['OPPO', 'A60', 199],
  ['OnePlus', 'OnePlus 13', 1049],
  ['OnePlus', 'Nord 4', 499],
  ['realme', 'realme 14 Pro+', 499],
  ['realme', 'realme C75', 199],
  ['Honor', 'Magic7 Pro', 1299],
  ['Honor', 'Honor 400', 499],
  ['Honor', 'Magic7 Lite', 399],
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
