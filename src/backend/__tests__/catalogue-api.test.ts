/** @jest-environment node */
/**
 * The catalogue API: the foundation calls, items, stores, search, the calls of 6amMart's clients,
 * the edge checks, row versions, the response cache and the web vitals kept.
 */
import { partsOnOneDatabase } from '../../testing/api-parts';

partsOnOneDatabase([
  'foundation',
  'catalogue-items',
  'catalogue-stores',
  'search',
  'search-words',
  'client-extras',
  'other-clients',
  'edge',
  'row-versions',
  'store-counts',
  'store-nearest',
  'category-items',
  'response-cache',
  'vitals',
], __dirname);
