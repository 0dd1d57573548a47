/** Where the API lives; API_BASE only tells the storefront where to find it (it may be another host). */
export const API_PREFIX = '/api/v1';
