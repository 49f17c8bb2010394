/** What other features use of the item feature. */
export { itemAvailability, namesOf, type Availability } from './availability';
export { Gallery } from './Gallery';
export { DESCRIPTION_CHARS, ReadMore } from './ReadMore';
export { imagesOf, ItemBadges, NutritionFacts } from './ItemParts';
// the item panel over a card's page: the frame hands it to the cards' cart provider and loads it on first use
export { default as QuickView } from './QuickView';
