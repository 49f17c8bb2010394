CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"customer_id" integer,
	"guest_id" integer,
	"model" text NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"stock_key" text NOT NULL,
	"variation" jsonb NOT NULL,
	"add_on_ids" jsonb NOT NULL,
	"add_on_qtys" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"price" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_requests" (
	"owner" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"item_id" integer,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("owner","line_key");--> statement-breakpoint
CREATE INDEX "cart_items_owner_idx" ON "cart_items" USING btree ("owner");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_requests_idx" ON "cart_requests" USING btree ("owner","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_item_idx" ON "wishlists" USING btree ("customer_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_store_idx" ON "wishlists" USING btree ("customer_id","store_id");