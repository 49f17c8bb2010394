CREATE TABLE "cancellation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"reason_ar" text NOT NULL,
	"user_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_men" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"phone" text NOT NULL,
	"image" text,
	"zone_id" integer NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_campaign_id" integer,
	"item_details" jsonb NOT NULL,
	"stock_key" text,
	"variation" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"price" double precision NOT NULL,
	"discount_on_item" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"total_add_on_price" double precision NOT NULL,
	"tax_amount" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"item_id" integer,
	"delivery_man_id" integer,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"customer_id" integer,
	"guest_id" integer,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"order_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_reference" text,
	"item_total" double precision NOT NULL,
	"store_discount_amount" double precision NOT NULL,
	"coupon_code" text,
	"coupon_discount_amount" double precision NOT NULL,
	"coupon_discount_title" text,
	"delivery_charge" double precision NOT NULL,
	"original_delivery_charge" double precision NOT NULL,
	"total_tax_amount" double precision NOT NULL,
	"dm_tips" double precision NOT NULL,
	"order_amount" double precision NOT NULL,
	"distance" double precision NOT NULL,
	"schedule_at" timestamp with time zone,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"delivery_address" jsonb,
	"order_note" text,
	"delivery_instruction" text,
	"prescription_order" integer DEFAULT 0 NOT NULL,
	"attachments" jsonb NOT NULL,
	"cancellation_reason" text,
	"canceled_by" text,
	"delivery_man_id" integer,
	"route" jsonb NOT NULL,
	"route_step" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"review_reminder_canceled" integer DEFAULT 0 NOT NULL,
	"pending" timestamp with time zone,
	"confirmed" timestamp with time zone,
	"processing" timestamp with time zone,
	"handover" timestamp with time zone,
	"picked_up" timestamp with time zone,
	"delivered" timestamp with time zone,
	"canceled" timestamp with time zone,
	"failed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"transaction_type" text NOT NULL,
	"debit" double precision DEFAULT 0 NOT NULL,
	"credit" double precision DEFAULT 0 NOT NULL,
	"balance" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delivery_men_zone_idx" ON "delivery_men" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_item_idx" ON "order_reviews" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_dm_idx" ON "order_reviews" USING btree ("order_id","delivery_man_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("owner","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("order_status");--> statement-breakpoint
CREATE INDEX "wallet_transactions_customer_idx" ON "wallet_transactions" USING btree ("customer_id");