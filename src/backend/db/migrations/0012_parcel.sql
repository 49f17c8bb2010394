-- Parcels (issue 31): a parcel order has no store (store_id null); it goes from the sender
-- (delivery_address) to the receiver (receiver_details, with its zone_id), in a parcel category,
-- charged to the sender or the receiver (charge_payer). The sender picks delivery instructions
-- from parcel_instructions; a zone may cap how far a parcel picked up in it goes.
CREATE TABLE "parcel_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instruction" text NOT NULL,
	"instruction_ar" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "module_zones" ADD COLUMN "parcel_maximum_distance" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_category_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_payer" text;
