-- The nearest stores (store-lists.ts's nearestRows): each active store's point on the unit sphere,
-- where the straight-line distance between two points grows with their distance along the Earth, so
-- that the index hands the stores out nearest first in metres, wherever they are (the points' index
-- on longitude and latitude measured degrees, whose order parts from the metres' as a degree of
-- longitude shrinks: at 1 000 times the demo, its walk of a page's nearest failed its bound at half
-- of the points of Dubai and read a box again). cube ships with PostgreSQL (contrib) and PGlite.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
DROP INDEX "stores_location_idx";--> statement-breakpoint
CREATE INDEX "stores_sphere_idx" ON "stores" USING gist (cube(array[cos(radians("latitude")) * cos(radians("longitude")), cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))])) WHERE "stores"."status" = 1;
