/**
 * Builds the demo catalog as plain rows with explicit ids (no database round trips),
 * so any size of shop is a few batch inserts and the same seed gives the same shop.
 */
import anyAscii from 'any-ascii';
import type { InferInsertModel } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { mediaUrl, VIEWS_PER_COLOUR, type GarmentKind } from '../media/drawn/kinds';
import type { Random } from './random';
import {
  BRANDS,
  CATEGORY_TREE,
  CLOTHING_SIZES,
  COLOURS,
  KINDS,
  OFFERS,
  REVIEWERS,
  REVIEW_TEXTS,
  SHOE_SIZES,
  STYLES,
  TAGS,
} from './catalog-data';

type Row<T extends keyof Tables> = InferInsertModel<Tables[T]>;
type Tables = Pick<
  typeof schema,
  | 'categories'
  | 'brands'
  | 'tags'
  | 'classifications'
  | 'attributes'
  | 'attributeValues'
  | 'products'
  | 'productTags'
  | 'variants'
  | 'variantValues'
  | 'variantImages'
  | 'reviews'
>;

/** Every date in the seed is relative to this, never to the clock. */
export const BASE_DATE = new Date('2026-10-01T10:00:00.000Z');
const DAY = 86_400_000;
export const daysBefore = (days: number, hours = 0) => new Date(BASE_DATE.getTime() - days * DAY - hours * 3_600_000);

export const ATTRIBUTE = { colour: 1, size: 2 } as const;

export interface SeedVariant {
  id: number;
  productId: number;
  sellingPricePaise: number;
  pricePaise: number;
  stock: number;
  image: string;
  attributes: { title: string; value: string }[];
}

export interface Catalog {
  categories: Row<'categories'>[];
  brands: Row<'brands'>[];
  tags: Row<'tags'>[];
  classifications: Row<'classifications'>[];
  attributes: Row<'attributes'>[];
  attributeValues: Row<'attributeValues'>[];
  products: Row<'products'>[];
  productTags: Row<'productTags'>[];
  variants: Row<'variants'>[];
  variantValues: Row<'variantValues'>[];
  variantImages: Row<'variantImages'>[];
  reviews: Row<'reviews'>[];
  /** For orders: every variant with what a line snapshot needs. */
  variantIndex: SeedVariant[];
}

/**
 * A handle for a title, in any script: what is not ASCII is transliterated (any-ascii:
 * "Crème" is `creme`, "Straße" `strasse`, "साड़ी" `sadi`, "জামদানি" `jamdani`), then anything
 * but letters and digits is a hyphen. ASCII is left as it was: the demo's handles never change.
 */
export const slugify = (text: string) =>
  text
    .replace(/[\u0080-\u{10ffff}]+/gu, (run) => anyAscii(run).replace(/'/g, ''))
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const toPaise = (rupees: number) => Math.round(rupees * 100);

export function buildCatalog(productCount: number, random: Random): Catalog {
  const c: Catalog = {
    categories: [],
    brands: BRANDS.map((title, i) => ({ id: i + 1, title, slug: slugify(title) })),
    tags: TAGS.map((title, i) => ({ id: i + 1, title, slug: slugify(title) })),
    classifications: [],
    attributes: [
      { id: ATTRIBUTE.colour, title: 'Colour', position: 0 },
      { id: ATTRIBUTE.size, title: 'Size', position: 1 },
    ],
    attributeValues: [],
    products: [],
    productTags: [],
    variants: [],
    variantValues: [],
    variantImages: [],
    reviews: [],
    variantIndex: [],
  };

  // Attribute values: colours, then clothing sizes, then shoe sizes.
  const valueId = {
    colour: new Map<string, number>(),
    clothing: new Map<string, number>(),
    shoes: new Map<string, number>(),
  };
  let nextValue = 1;
  COLOURS.forEach((colour, i) => {
    valueId.colour.set(colour.title, nextValue);
    c.attributeValues.push({
      id: nextValue++,
      attributeId: ATTRIBUTE.colour,
      title: colour.title,
      colorCode: colour.code,
      position: i,
    });
  });
  for (const [group, sizes] of [
    ['clothing', CLOTHING_SIZES],
    ['shoes', SHOE_SIZES],
  ] as const) {
    sizes.forEach((size, i) => {
      valueId[group].set(size, nextValue);
      c.attributeValues.push({
        id: nextValue++,
        attributeId: ATTRIBUTE.size,
        title: size,
        colorCode: null,
        position: i,
      });
    });
  }

  // Category tree; remember every leaf with its ancestors and picture kind.
  const leaves: { top: number; sub: number; leaf: number; kind: GarmentKind; topTitle: string }[] = [];
  let nextCategory = 1;
  CATEGORY_TREE.forEach((top, ti) => {
    const topId = nextCategory++;
    c.categories.push({
      id: topId,
      level: 1,
      parentId: null,
      title: top.title,
      slug: slugify(top.title),
      icon: mediaUrl.icon(top.icon),
      position: ti,
      showInNewArrivals: top.newArrivals,
    });
    top.children.forEach((sub, si) => {
      const subId = nextCategory++;
      c.categories.push({
        id: subId,
        level: 2,
        parentId: topId,
        title: sub.title,
        slug: slugify(sub.title),
        icon: null,
        position: si,
      });
      sub.children.forEach((leaf, li) => {
        const leafId = nextCategory++;
        c.categories.push({
          id: leafId,
          level: 3,
          parentId: subId,
          title: leaf.title,
          slug: slugify(leaf.title),
          icon: null,
          position: li,
        });
        leaves.push({ top: topId, sub: subId, leaf: leafId, kind: leaf.kind, topTitle: top.title });
      });
    });
  });

  // Eight home tiles: the six top categories, then two tags.
  CATEGORY_TREE.forEach((top, i) => {
    const category = c.categories.find((row) => row.level === 1 && row.title === top.title);
    c.classifications.push({
      id: i + 1,
      title: top.title,
      slug: slugify(top.title),
      icon: mediaUrl.icon(top.icon),
      position: i,
      categoryId: category?.id ?? null,
      tagId: null,
    });
  });
  (['dress', 'earrings'] as const).forEach((icon, i) => {
    const tag = c.tags[i];
    if (!tag?.id) return;
    c.classifications.push({
      id: c.classifications.length + 1,
      title: `${tag.title} Edit`,
      slug: `${tag.slug}-edit`,
      icon: mediaUrl.icon(icon),
      position: c.classifications.length,
      categoryId: null,
      tagId: tag.id,
    });
  });

  const usedSlugs = new Set<string>();
  let nextVariant = 1;
  let nextImage = 1;
  let nextReview = 1;

  for (let p = 1; p <= productCount; p++) {
    const place = leaves[(p - 1) % leaves.length];
    if (!place) throw new Error('the category tree has no leaves');
    const kind = KINDS[place.kind];
    const brand = random.pick(c.brands);
    const style = random.pick(STYLES);
    const fabric = random.pick(kind.fabrics);
    const noun = random.pick(kind.nouns);
    const title = `${brand.title} ${style} ${fabric} ${noun}`;
    let slug = slugify(title);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    usedSlugs.add(slug);

    const [low, high] = kind.price;
    const listRupees = Math.max(low, Math.floor(random.int(low, high) / 100) * 100 + 99);
    const offer = random.chance(0.4) ? random.pick(OFFERS) : 0;
    const pricePaise = toPaise(listRupees);
    const sellingPaise = toPaise(Math.round((listRupees * (100 - offer)) / 100));

    // Variants: 1-3 colours × the kind's sizes (3-5 consecutive of them), colour first.
    const colours = random.sample(COLOURS, random.int(1, 3));
    const sizeList = kind.sizes === 'clothing' ? CLOTHING_SIZES : kind.sizes === 'shoes' ? SHOE_SIZES : [];
    const sizeCount = sizeList.length ? random.int(3, sizeList.length) : 0;
    const sizeStart = sizeList.length ? random.int(0, sizeList.length - sizeCount) : 0;
    const sizes = sizeList.slice(sizeStart, sizeStart + sizeCount);
    const sizeIds = kind.sizes === 'shoes' ? valueId.shoes : valueId.clothing;
    const stockMode = random.chance(0.07) ? 'out' : random.chance(0.12) ? 'low' : 'normal';

    let productImage = '';
    let first = true;
    for (const colour of colours) {
      for (const size of sizes.length ? sizes : [null]) {
        const id = nextVariant++;
        const stock =
          stockMode === 'out'
            ? 0
            : first
              ? stockMode === 'low'
                ? random.int(1, 5)
                : random.int(6, 40)
              : random.chance(0.12)
                ? 0
                : random.int(1, 40);
        c.variants.push({
          id,
          productId: p,
          sku: `SF${String(p).padStart(6, '0')}-${String(id).padStart(7, '0')}`,
          pricePaise,
          sellingPricePaise: sellingPaise,
          stock,
          isDefault: first,
          position: id,
        });
        c.variantValues.push({ variantId: id, attributeValueId: valueId.colour.get(colour.title) ?? 0 });
        if (size) c.variantValues.push({ variantId: id, attributeValueId: sizeIds.get(size) ?? 0 });
        const images = Array.from({ length: VIEWS_PER_COLOUR }, (_, view) =>
          mediaUrl.garment(place.kind, colour.code, view + 1),
        );
        images.forEach((url, position) => c.variantImages.push({ id: nextImage++, variantId: id, url, position }));
        if (first) productImage = images[0] ?? '';
        c.variantIndex.push({
          id,
          productId: p,
          pricePaise,
          sellingPricePaise: sellingPaise,
          stock,
          image: images[0] ?? '',
          attributes: [{ title: 'Colour', value: colour.title }, ...(size ? [{ title: 'Size', value: size }] : [])],
        });
        first = false;
      }
    }

    const isNew = random.chance(0.25);
    c.products.push({
      id: p,
      slug,
      title,
      categoryId: place.top,
      subcategoryId: place.sub,
      subsubcategoryId: place.leaf,
      brandId: brand.id ?? 1,
      shortDescription: `${style} ${noun.toLowerCase()} in ${fabric.toLowerCase()} by ${brand.title}.`,
      descriptionHtml: description(title, style, fabric, noun),
      specificationHtml: specification(
        fabric,
        colours.map((colour) => colour.title),
        sizes,
        place.topTitle,
      ),
      metaTitle: `${title} | Statefront`,
      metaDescription: `Buy ${title} online at Statefront. ${style} ${fabric.toLowerCase()} ${noun.toLowerCase()}, delivered across India.`,
      metaKeywords: [brand.title, style, fabric, noun, place.topTitle].join(', ').toLowerCase(),
      hsn: kind.hsnByFabric?.[fabric] ?? kind.hsn,
      pricePaise,
      sellingPricePaise: sellingPaise,
      offerPercent: offer,
      image: productImage,
      isNewArrival: isNew,
      soldCount: random.int(0, 500),
      createdAt: isNew
        ? daysBefore(random.int(0, 29), random.int(0, 23))
        : daysBefore(random.int(30, 400), random.int(0, 23)),
    });

    for (const tag of random.sample(c.tags, random.int(1, 3))) c.productTags.push({ productId: p, tagId: tag.id ?? 1 });

    const reviewCount = random.chance(0.2) ? 0 : random.int(1, 6);
    for (let r = 0; r < reviewCount; r++) {
      const rating = random.pick([5, 5, 5, 4, 4, 4, 3, 3, 2, 1]);
      c.reviews.push({
        id: nextReview++,
        productId: p,
        userId: null,
        name: random.pick(REVIEWERS),
        email: '',
        rating,
        text: random.pick(REVIEW_TEXTS[rating] ?? ['Nice.']),
        createdAt: daysBefore(random.int(1, 300), random.int(0, 23)),
      });
    }
  }
  return c;
}

function description(title: string, style: string, fabric: string, noun: string): string {
  return [
    `<p>Meet the <strong>${title}</strong>: a ${style.toLowerCase()} ${noun.toLowerCase()} made for long days and easy evenings.</p>`,
    '<ul>',
    `<li>${fabric} that breathes in Indian summers</li>`,
    '<li>Colour-fast dyes, tested over 20 washes</li>',
    '<li>Finished by hand at a partner workshop</li>',
    '</ul>',
  ].join('');
}

function specification(fabric: string, colours: string[], sizes: string[], department: string): string {
  const rows: [string, string][] = [
    ['Material', fabric],
    ['Colours', colours.join(', ')],
    ['Sizes', sizes.length ? sizes.join(', ') : 'Free size'],
    ['Department', department],
    ['Care', 'Gentle hand wash or dry clean'],
    ['Country of origin', 'India'],
  ];
  return `<table><tbody>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
}
