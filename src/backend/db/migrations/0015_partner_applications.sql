CREATE TABLE "rider_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"identity_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"earning" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"minimum_delivery_time" integer NOT NULL,
	"maximum_delivery_time" integer NOT NULL,
	"delivery_time_type" text NOT NULL,
	"tin" text,
	"tin_expire_date" text,
	"tin_certificate" text,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"business_plan" text,
	"package_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rider_applications_email_idx" ON "rider_applications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_applications_phone_idx" ON "rider_applications" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_email_idx" ON "store_applications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_phone_idx" ON "store_applications" USING btree ("phone");