/** The fixed vocabulary of the demo shop: a women's fashion store in India. */
import type { GarmentKind } from '../media/drawn/kinds';

export interface SubSubSpec {
  title: string;
  kind: GarmentKind;
}
export interface SubSpec {
  title: string;
  children: SubSubSpec[];
}
export interface TopSpec {
  title: string;
  icon: GarmentKind;
  newArrivals: boolean;
  children: SubSpec[];
}

const leaves = (kind: GarmentKind, ...titles: string[]): SubSubSpec[] => titles.map((title) => ({ title, kind }));

export const CATEGORY_TREE: TopSpec[] = [
  {
    title: 'Ethnic Wear',
    icon: 'kurta',
    newArrivals: true,
    children: [
      { title: 'Kurtas & Suits', children: leaves('kurta', 'Straight Kurtas', 'Anarkali Suits', 'Kurta Sets') },
      { title: 'Sarees', children: leaves('saree', 'Silk Sarees', 'Cotton Sarees', 'Georgette Sarees') },
      {
        title: 'Lehengas & Dupattas',
        children: [...leaves('skirt', 'Lehenga Cholis'), ...leaves('scarf', 'Dupattas')],
      },
    ],
  },
  {
    title: 'Western Wear',
    icon: 'top',
    newArrivals: true,
    children: [
      { title: 'Tops & Tees', children: leaves('top', 'T-Shirts', 'Blouses', 'Crop Tops') },
      { title: 'Jeans & Trousers', children: leaves('jeans', 'Skinny Jeans', 'Wide-Leg Jeans', 'Trousers') },
      { title: 'Skirts', children: leaves('skirt', 'Mini Skirts', 'Midi Skirts') },
    ],
  },
  {
    title: 'Dresses',
    icon: 'dress',
    newArrivals: true,
    children: [
      { title: 'Casual Dresses', children: leaves('dress', 'Shirt Dresses', 'Wrap Dresses') },
      { title: 'Party Dresses', children: leaves('dress', 'Bodycon Dresses', 'Sequin Dresses') },
      { title: 'Maxi Dresses', children: leaves('dress', 'Floral Maxis', 'Tiered Maxis') },
    ],
  },
  {
    title: 'Footwear',
    icon: 'heels',
    newArrivals: true,
    children: [
      { title: 'Heels', children: leaves('heels', 'Block Heels', 'Stilettos', 'Wedges') },
      { title: 'Flats', children: leaves('flats', 'Ballerinas', 'Kolhapuris') },
      { title: 'Sneakers', children: leaves('sneakers', 'Casual Sneakers', 'Running Shoes') },
    ],
  },
  {
    title: 'Bags',
    icon: 'handbag',
    newArrivals: false,
    children: [
      { title: 'Handbags', children: leaves('handbag', 'Totes', 'Satchels') },
      { title: 'Clutches', children: leaves('handbag', 'Party Clutches', 'Potlis') },
      { title: 'Backpacks', children: leaves('handbag', 'Mini Backpacks', 'Laptop Backpacks') },
    ],
  },
  {
    title: 'Jewellery & Accessories',
    icon: 'necklace',
    newArrivals: false,
    children: [
      { title: 'Earrings', children: leaves('earrings', 'Jhumkas', 'Studs', 'Hoops') },
      { title: 'Necklaces', children: leaves('necklace', 'Chokers', 'Pendants') },
      { title: 'Scarves & Stoles', children: leaves('scarf', 'Silk Scarves', 'Woollen Stoles') },
    ],
  },
];

export const BRANDS = [
  'Aarohi',
  'Banno',
  'Chandni',
  'Desi Loom',
  'Ekaya Street',
  'Fabindia Lane',
  'Gulmohar',
  'Indigo Thread',
  'Jaipur Weaves',
  'Kesar',
  'Mitti',
  'Noor',
  'Riya & Co',
  'Saanjh',
  'Urban Kali',
  'Zari House',
];

/** Tag titles; the first two also get a home classification tile. */
export const TAGS = [
  'Festive',
  'Party Wear',
  'Bestseller',
  'New Season',
  'Office Wear',
  'Pure Cotton',
  'Handcrafted',
  'Sustainable',
];

export const COLOURS: { title: string; code: string }[] = [
  { title: 'Black', code: '#1f1f1f' },
  { title: 'Ivory', code: '#f3eee2' },
  { title: 'Red', code: '#c62828' },
  { title: 'Maroon', code: '#7b1f2e' },
  { title: 'Pink', code: '#e88aa8' },
  { title: 'Mustard', code: '#d4a017' },
  { title: 'Emerald', code: '#1b7f5a' },
  { title: 'Navy', code: '#1f3a68' },
  { title: 'Royal Blue', code: '#1f6feb' },
  { title: 'Beige', code: '#d8c3a5' },
  { title: 'Lavender', code: '#a98bd1' },
  { title: 'Peach', code: '#f4a582' },
  { title: 'Teal', code: '#177e89' },
  { title: 'Gold', code: '#c9a227' },
];

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
export const SHOE_SIZES = ['36', '37', '38', '39', '40'];

export interface KindSpec {
  /** Nouns for titles. */
  nouns: string[];
  sizes: 'clothing' | 'shoes' | null;
  /** List price range in rupees. */
  price: [number, number];
  fabrics: string[];
  /** What it is for GST (rules/gst-rates.ts): its HSN code, or by fabric where that decides it (a saree is woven fabric). */
  hsn: string;
  hsnByFabric?: Record<string, string>;
}

export const KINDS: Record<GarmentKind, KindSpec> = {
  dress: {
    nouns: ['Dress', 'Midi Dress', 'Maxi Dress'],
    sizes: 'clothing',
    price: [899, 4999],
    fabrics: ['Crepe', 'Rayon', 'Georgette', 'Cotton'],
    hsn: '6204',
  },
  kurta: {
    nouns: ['Kurta', 'Kurta Set', 'Anarkali'],
    sizes: 'clothing',
    price: [699, 5999],
    fabrics: ['Cotton', 'Rayon', 'Chanderi', 'Silk Blend'],
    hsn: '6204',
  },
  saree: {
    nouns: ['Saree', 'Handloom Saree'],
    sizes: null,
    price: [1499, 14999],
    fabrics: ['Banarasi Silk', 'Cotton', 'Georgette', 'Chiffon'],
    hsn: '5007',
    hsnByFabric: { Cotton: '5208', Georgette: '5407', Chiffon: '5407' },
  },
  top: {
    nouns: ['Top', 'Tee', 'Blouse'],
    sizes: 'clothing',
    price: [399, 1999],
    fabrics: ['Cotton', 'Linen', 'Viscose'],
    hsn: '6206',
  },
  jeans: {
    nouns: ['Jeans', 'Trousers', 'Pants'],
    sizes: 'clothing',
    price: [999, 3499],
    fabrics: ['Denim', 'Stretch Denim', 'Cotton Twill'],
    hsn: '6204',
  },
  skirt: {
    nouns: ['Skirt', 'Lehenga', 'Flared Skirt'],
    sizes: 'clothing',
    price: [799, 12999],
    fabrics: ['Silk', 'Net', 'Cotton', 'Velvet'],
    hsn: '6204',
  },
  heels: {
    nouns: ['Heels', 'Sandals', 'Pumps'],
    sizes: 'shoes',
    price: [999, 3999],
    fabrics: ['Faux Leather', 'Suede', 'Satin'],
    hsn: '6402',
  },
  flats: {
    nouns: ['Flats', 'Juttis', 'Ballerinas'],
    sizes: 'shoes',
    price: [499, 2499],
    fabrics: ['Leather', 'Embroidered Fabric', 'Faux Leather'],
    hsn: '6403',
  },
  sneakers: {
    nouns: ['Sneakers', 'Running Shoes', 'Trainers'],
    sizes: 'shoes',
    price: [1299, 5999],
    fabrics: ['Mesh', 'Canvas', 'Knit'],
    hsn: '6404',
  },
  handbag: {
    nouns: ['Tote Bag', 'Handbag', 'Clutch', 'Backpack'],
    sizes: null,
    price: [699, 6999],
    fabrics: ['Vegan Leather', 'Canvas', 'Jute', 'Velvet'],
    hsn: '4202',
  },
  earrings: {
    nouns: ['Earrings', 'Jhumkas', 'Hoops'],
    sizes: null,
    price: [199, 2999],
    fabrics: ['Oxidised Silver', 'Gold Plated', 'Kundan'],
    hsn: '7117',
  },
  necklace: {
    nouns: ['Necklace', 'Choker', 'Pendant'],
    sizes: null,
    price: [299, 4999],
    fabrics: ['Gold Plated', 'Kundan', 'Oxidised Silver'],
    hsn: '7117',
  },
  scarf: {
    nouns: ['Scarf', 'Stole', 'Dupatta'],
    sizes: null,
    price: [299, 2499],
    fabrics: ['Silk', 'Wool', 'Modal', 'Chiffon'],
    hsn: '6214',
  },
};

export const STYLES = [
  'Floral Print',
  'Embroidered',
  'Block Print',
  'Solid',
  'Striped',
  'Bandhani',
  'Ikat',
  'Mirror Work',
  'Chikankari',
  'Polka Dot',
  'Sequinned',
  'Textured',
];

export const OFFERS = [10, 15, 20, 25, 30, 40, 50];

export const REVIEWERS = [
  'Priya S.',
  'Ananya R.',
  'Kavya M.',
  'Neha T.',
  'Pooja K.',
  'Divya P.',
  'Sneha J.',
  'Ritu G.',
  'Lakshmi N.',
  'Fatima Z.',
  'Simran B.',
  'Aditi V.',
];

export const REVIEW_TEXTS: Record<number, string[]> = {
  5: ['Absolutely love it, the fit is perfect.', 'Beautiful colour, exactly as shown.', 'Great quality for the price!'],
  4: [
    'Nice fabric, runs slightly large.',
    'Pretty and comfortable, delivery was quick.',
    'Good buy, would order again.',
  ],
  3: ['Decent, but the colour is a little lighter.', 'Okay for daily use.'],
  2: ['The stitching could be better.'],
  1: ['Not what I expected, returned it.'],
};
