/** What other features use of the item feature. */
export { itemAvailability, type Availability } from './availability';
