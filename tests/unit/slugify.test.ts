import { describe, expect, it } from 'vitest';
import { slugify } from '#server/seed/catalog';

describe('slugify', () => {
  it.each([
    ['Crème Brûlée Kurtas', 'creme-brulee-kurtas'],
    ['Señora Niño', 'senora-nino'],
    ['Straße & Ølstue', 'strasse-olstue'],
    ['Ethnic Wear > Sarees', 'ethnic-wear-sarees'],
    ['  --Already-Slugged--  ', 'already-slugged'],
    ['साड़ी', 'sadi'],
    ['कुर्ता पजामा', 'kurta-pjama'],
    ['জামদানি Sarees', 'jamdani-sarees'],
    ["Women's Wear", 'women-s-wear'],
  ])('%j gives %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
