-- a customer may have several devices, and a guest's device may register too: one row per token
ALTER TABLE "push_tokens" DROP CONSTRAINT "push_tokens_pkey";--> statement-breakpoint
DELETE FROM "push_tokens" a USING "push_tokens" b WHERE a."token" = b."token" AND (a."updated_at", a."customer_id") < (b."updated_at", b."customer_id");--> statement-breakpoint
ALTER TABLE "push_tokens" ADD PRIMARY KEY ("token");--> statement-breakpoint
ALTER TABLE "push_tokens" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "push_tokens_customer_idx" ON "push_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "push_tokens_guest_idx" ON "push_tokens" USING btree ("guest_id");
