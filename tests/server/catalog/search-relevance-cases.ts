/**
 * The relevance set: what a shopper types on the seeded shop and what must lead the answer.
 * Each case says what the products it means are (words of the title, a colour one of the
 * variants has, the brand, a category of the three levels, a tag): those must come first, so
 * the first five, or as many as the shop has, are all such products; where one product is
 * meant, its title must be in the first five. `suggest` cases are asked of the suggestions as
 * they are typed; `nothing` cases must find nothing.
 */
export interface RelevanceCase {
  query: string;
  kind:
    | 'plural'
    | 'typo'
    | 'word order'
    | 'colour and type'
    | 'brand and type'
    | 'category'
    | 'tag'
    | 'synonym'
    | 'prefix'
    | 'case and accents'
    | 'nonsense';
  /** Words every title of the top five holds (a title word starting with each). */
  title?: string[];
  colour?: string;
  brand?: string;
  /** Part of the title of one of the product's three categories. */
  category?: string;
  tag?: string;
  /** Titles that must be in the top five. */
  titles?: string[];
  /** Asked of the suggestions (the last word as it is being typed). */
  suggest?: boolean;
  nothing?: boolean;
}

export const relevanceCases: RelevanceCase[] = [
  { kind: 'plural', query: 'sarees', title: ['saree'] },
  { kind: 'plural', query: 'skirts', title: ['skirt'] },
  { kind: 'plural', query: 'dupattas', title: ['dupatta'] },
  { kind: 'plural', query: 'backpacks', title: ['backpack'] },
  { kind: 'plural', query: 'dresses', title: ['dress'] },
  { kind: 'plural', query: 'earring', title: ['earrings'] },
  { kind: 'plural', query: 'jean', title: ['jeans'] },
  { kind: 'plural', query: 'necklaces', category: 'Necklaces' },
  { kind: 'plural', query: 'heel', category: 'Heels' },
  { kind: 'plural', query: 'sneaker', category: 'Sneakers' },

  { kind: 'typo', query: 'dresss', title: ['dress'] },
  { kind: 'typo', query: 'sliver', title: ['silver'] },
  { kind: 'typo', query: 'chandri', title: ['chand'] },
  { kind: 'typo', query: 'sraee', title: ['saree'] },
  { kind: 'typo', query: 'sikrt', title: ['skirt'] },
  { kind: 'typo', query: 'kurat', category: 'Kurta' },
  { kind: 'typo', query: 'earings', title: ['earrings'] },
  { kind: 'typo', query: 'neckalce', category: 'Necklaces' },
  { kind: 'typo', query: 'embroidery', title: ['embroidered'] },
  { kind: 'typo', query: 'lehnga', title: ['lehenga'] },
  { kind: 'typo', query: 'georgete', title: ['georgette'] },
  { kind: 'typo', query: 'banarsi', title: ['banarasi'] },

  { kind: 'word order', query: 'kurta cotton', title: ['kurta', 'cotton'] },
  { kind: 'word order', query: 'saree silk', title: ['saree', 'silk'] },
  { kind: 'word order', query: 'dress maxi', title: ['maxi', 'dress'] },
  { kind: 'word order', query: 'Saree Chiffon Sequinned Saanjh', titles: ['Saanjh Sequinned Chiffon Saree'] },
  {
    kind: 'word order',
    query: 'Backpack Leather Vegan Textured Mitti',
    titles: ['Mitti Textured Vegan Leather Backpack'],
  },
  { kind: 'word order', query: 'Dupatta Silk Print Floral Mitti', titles: ['Mitti Floral Print Silk Dupatta'] },
  {
    kind: 'word order',
    query: 'Skirt Velvet Sequinned Weaves Jaipur',
    titles: ['Jaipur Weaves Sequinned Velvet Skirt'],
  },
  {
    kind: 'word order',
    query: 'Jeans Twill Cotton Striped Weaves Jaipur',
    titles: ['Jaipur Weaves Striped Cotton Twill Jeans'],
  },
  {
    kind: 'word order',
    query: 'Hoops Silver Oxidised Solid Co Riya',
    titles: ['Riya & Co Solid Oxidised Silver Hoops'],
  },

  { kind: 'colour and type', query: 'mustard saree', colour: 'Mustard', title: ['saree'] },
  { kind: 'colour and type', query: 'black top', colour: 'Black', category: 'Tops' },
  { kind: 'colour and type', query: 'navy tee', colour: 'Navy', category: 'Tops' },
  { kind: 'colour and type', query: 'red dress', colour: 'Red', title: ['dress'] },
  { kind: 'colour and type', query: 'pink kurta', colour: 'Pink', category: 'Kurta' },
  { kind: 'colour and type', query: 'emerald earrings', colour: 'Emerald', category: 'Earrings' },
  { kind: 'colour and type', query: 'ivory heels', colour: 'Ivory', category: 'Heels' },
  { kind: 'colour and type', query: 'teal handbag', colour: 'Teal', category: 'Bags' },
  { kind: 'colour and type', query: 'beige sneakers', colour: 'Beige', category: 'Sneakers' },
  { kind: 'colour and type', query: 'royal blue saree', colour: 'Royal Blue', title: ['saree'] },

  { kind: 'brand and type', query: 'riya sarees', brand: 'Riya & Co', title: ['saree'] },
  { kind: 'brand and type', query: 'ekaya earring', brand: 'Ekaya Street', title: ['earrings'] },
  { kind: 'brand and type', query: 'jaipur kurta', brand: 'Jaipur Weaves', category: 'Kurta' },
  { kind: 'brand and type', query: 'mitti dupatta', brand: 'Mitti', title: ['dupatta'] },
  { kind: 'brand and type', query: 'noor dress', brand: 'Noor', title: ['dress'] },
  { kind: 'brand and type', query: 'banno heels', brand: 'Banno', category: 'Heels' },
  { kind: 'brand and type', query: 'zari house saree', brand: 'Zari House', title: ['saree'] },
  { kind: 'brand and type', query: 'desi loom tops', brand: 'Desi Loom', category: 'Tops' },
  { kind: 'brand and type', query: 'chandni jeans', brand: 'Chandni', category: 'Jeans' },

  { kind: 'category', query: 'ethnic wear', category: 'Ethnic Wear' },
  { kind: 'category', query: 'footwear', category: 'Footwear' },
  { kind: 'category', query: 'jewellery', category: 'Jewellery' },
  { kind: 'category', query: 'western wear', category: 'Western Wear' },
  { kind: 'category', query: 'lehenga cholis', category: 'Lehenga Cholis' },
  { kind: 'category', query: 'party dresses', category: 'Dresses' },

  { kind: 'tag', query: 'festive', tag: 'Festive' },
  { kind: 'tag', query: 'handcrafted', tag: 'Handcrafted' },

  { kind: 'synonym', query: 'kurti', category: 'Kurta' },
  { kind: 'synonym', query: 'sari', title: ['saree'] },
  { kind: 'synonym', query: 'tee', category: 'Tops' },
  { kind: 'synonym', query: 'purse', category: 'Bags' },
  { kind: 'synonym', query: 'frock', title: ['dress'] },
  { kind: 'synonym', query: 'jhumki', category: 'Earrings' },
  { kind: 'synonym', query: 'chappal', category: 'Footwear' },

  { kind: 'prefix', query: 'sar', title: ['saree'], suggest: true },
  { kind: 'prefix', query: 'kur', category: 'Kurta', suggest: true },
  { kind: 'prefix', query: 'dupat', title: ['dupatta'], suggest: true },
  { kind: 'prefix', query: 'mustard sar', colour: 'Mustard', title: ['saree'], suggest: true },
  { kind: 'prefix', query: 'ekaya ear', brand: 'Ekaya Street', title: ['earrings'], suggest: true },
  { kind: 'prefix', query: 'backp', title: ['backpack'], suggest: true },

  { kind: 'case and accents', query: 'SARÉE', title: ['saree'] },
  { kind: 'case and accents', query: 'Kürta', category: 'Kurta' },

  { kind: 'nonsense', query: 'zzqxqzz', nothing: true },
  { kind: 'nonsense', query: 'qwrtzp', nothing: true },
  { kind: 'nonsense', query: 'xkcdxkcd', nothing: true },
  { kind: 'nonsense', query: 'asdfgh jkl', nothing: true },
  { kind: 'nonsense', query: 'blorf', nothing: true },
];
