import type { ProductDetail } from './queries';

/**
 * schema.org Product for search engines: name, image, the offer in INR with its
 * availability, and the rating only when there are reviews.
 */
export function productJsonLd(product: ProductDetail, pageUrl: string, imageUrl: string, price: number, stock: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.var_title,
    description: product.meta_description || product.var_short_description,
    image: [imageUrl],
    brand: { '@type': 'Brand', name: product.brand.var_title },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: price.toFixed(2),
      priceCurrency: 'INR',
      availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.total_review > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.ratting.toFixed(1),
            reviewCount: product.total_review,
          },
        }
      : {}),
  };
}

/** JSON inside a <script> must not be able to close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
