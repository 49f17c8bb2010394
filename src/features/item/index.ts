/** What other features use of the item feature. */
export { itemAvailability, namesOf, type Availability } from './availability';
export { Gallery } from './Gallery';
export { DESCRIPTION_CHARS, ReadMore } from './ReadMore';
export { imagesOf, ItemBadges, NutritionFacts } from './ItemParts';
