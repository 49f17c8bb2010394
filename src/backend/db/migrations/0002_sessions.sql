CREATE TABLE "sign_in_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_attempts_scope_key_pk" PRIMARY KEY("scope","key")
);
