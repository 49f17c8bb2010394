CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"price" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"add_type" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"cover_image" text,
	"profile_image" text,
	"video_attachment" text,
	"is_rating_active" integer DEFAULT 1 NOT NULL,
	"is_review_active" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"data" integer,
	"link" text,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_stores" (
	"campaign_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"campaign_status" text DEFAULT 'confirmed' NOT NULL,
	CONSTRAINT "campaign_stores_campaign_id_store_id_pk" PRIMARY KEY("campaign_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"content" text NOT NULL,
	"content_ar" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"code" text NOT NULL,
	"start_date" text NOT NULL,
	"expire_date" text NOT NULL,
	"min_purchase" double precision DEFAULT 0 NOT NULL,
	"max_discount" double precision DEFAULT 0 NOT NULL,
	"discount" double precision NOT NULL,
	"discount_type" text NOT NULL,
	"coupon_type" text NOT NULL,
	"limit" integer,
	"module_id" integer NOT NULL,
	"store_id" integer,
	"zone_ids" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"image" text,
	"wallet_balance" double precision DEFAULT 0 NOT NULL,
	"loyalty_point" integer DEFAULT 0 NOT NULL,
	"ref_code" text NOT NULL,
	"is_phone_verified" integer DEFAULT 1 NOT NULL,
	"is_email_verified" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"interest" jsonb NOT NULL,
	"login_medium" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"available_stock" integer NOT NULL,
	"discount" double precision NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"discount_percentage" double precision DEFAULT 0 NOT NULL,
	"is_publish" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"price" double precision NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"module_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"module_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"brand_id" integer,
	"common_condition_id" integer,
	"price" double precision NOT NULL,
	"tax" double precision DEFAULT 5 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"unit_type" text,
	"unit_type_ar" text,
	"veg" integer DEFAULT 0 NOT NULL,
	"organic" integer DEFAULT 0 NOT NULL,
	"is_halal" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"variations" jsonb NOT NULL,
	"choice_options" jsonb NOT NULL,
	"food_variations" jsonb NOT NULL,
	"add_on_ids" jsonb NOT NULL,
	"available_time_starts" text DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59:59' NOT NULL,
	"schedule_order" integer DEFAULT 0 NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"generic_name" jsonb NOT NULL,
	"nutritions" jsonb NOT NULL,
	"allergies" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"is_prescription_required" integer DEFAULT 0 NOT NULL,
	"is_basic_medicine" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_zones" (
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"per_km_shipping_charge" double precision NOT NULL,
	"minimum_shipping_charge" double precision NOT NULL,
	"maximum_shipping_charge" double precision,
	"maximum_cod_order_amount" double precision,
	"delivery_charge_type" text DEFAULT 'distance' NOT NULL,
	CONSTRAINT "module_zones_module_id_zone_id_pk" PRIMARY KEY("module_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"module_name_ar" text NOT NULL,
	"module_type" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"thumbnail" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"all_zone_service" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"image" text NOT NULL,
	"parcel_per_km_shipping_charge" double precision NOT NULL,
	"parcel_minimum_shipping_charge" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"address" text NOT NULL,
	"address_ar" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"comment" text NOT NULL,
	"rating" integer NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"address" text NOT NULL,
	"address_ar" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"minimum_order" double precision DEFAULT 0 NOT NULL,
	"delivery_time" text NOT NULL,
	"free_delivery" integer DEFAULT 0 NOT NULL,
	"delivery" integer DEFAULT 1 NOT NULL,
	"take_away" integer DEFAULT 1 NOT NULL,
	"schedule_order" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"veg" integer DEFAULT 1 NOT NULL,
	"non_veg" integer DEFAULT 1 NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating" jsonb NOT NULL,
	"positive_rating" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"discount" jsonb,
	"schedules" jsonb NOT NULL,
	"prescription_order" integer DEFAULT 0 NOT NULL,
	"cutlery" integer DEFAULT 0 NOT NULL,
	"halal_tag_status" integer DEFAULT 0 NOT NULL,
	"tax" double precision DEFAULT 5 NOT NULL,
	"minimum_shipping_charge" double precision DEFAULT 5 NOT NULL,
	"per_km_shipping_charge" double precision DEFAULT 1.5 NOT NULL,
	"maximum_shipping_charge" double precision,
	"self_delivery_system" integer DEFAULT 0 NOT NULL,
	"announcement" integer DEFAULT 0 NOT NULL,
	"announcement_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"type_ar" text NOT NULL,
	"starting_coverage_area" double precision NOT NULL,
	"maximum_coverage_area" double precision NOT NULL,
	"extra_charges" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "why_choose" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"short_description" text NOT NULL,
	"short_description_ar" text NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"display_name" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"digital_payment" boolean DEFAULT true NOT NULL,
	"offline_payment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "add_ons_store_idx" ON "add_ons" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "banners_module_idx" ON "banners" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_module_idx" ON "brands" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_module_parent_idx" ON "categories" USING btree ("module_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "flash_sale_items_sale_idx" ON "flash_sale_items" USING btree ("flash_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_campaigns_slug_idx" ON "item_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "items_slug_idx" ON "items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "items_store_idx" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_module_zone_idx" ON "items" USING btree ("module_id","zone_id");--> statement-breakpoint
CREATE INDEX "items_zone_idx" ON "items" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_sub_category_idx" ON "items" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "items_brand_idx" ON "items" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "items_condition_idx" ON "items" USING btree ("common_condition_id");--> statement-breakpoint
CREATE INDEX "module_zones_zone_idx" ON "module_zones" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "places_place_id_idx" ON "places" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_idx" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stores_module_zone_idx" ON "stores" USING btree ("module_id","zone_id");--> statement-breakpoint
CREATE INDEX "stores_zone_idx" ON "stores" USING btree ("zone_id");