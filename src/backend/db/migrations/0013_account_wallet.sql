CREATE TABLE "cashback_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"cashback_type" text NOT NULL,
	"cashback_amount" double precision NOT NULL,
	"min_purchase" double precision DEFAULT 0 NOT NULL,
	"max_discount" double precision DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"balance" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"bonus_type" text NOT NULL,
	"bonus_amount" double precision NOT NULL,
	"minimum_add_amount" double precision DEFAULT 0 NOT NULL,
	"maximum_bonus_amount" double precision DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_fund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	"bonus" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "loyalty_point_transactions_customer_idx" ON "loyalty_point_transactions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_transactions_reference_idx" ON "loyalty_point_transactions" USING btree ("transaction_type","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_customer_idx" ON "order_refunds" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "wallet_fund_requests_customer_idx" ON "wallet_fund_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_idx" ON "wallet_transactions" USING btree ("transaction_type","reference");