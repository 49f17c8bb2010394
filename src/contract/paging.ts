/**
 * A list's `total_size` counts its matches up to this many (the embedded API's catalogue lists,
 * src/backend/services/catalog.ts): counting every match of a large catalogue (the items of a zone,
 * a popular search term) read every one of them to keep a page of twelve. A list with more answers
 * this number, and the results page says "1000+"; its later pages are served all the same.
 */
export const TOTAL_CAP = 1000;
