CREATE TABLE "web_vitals" (
	"hour" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_hour_route_device_metric_bucket_pk" PRIMARY KEY("hour","route","device","metric","bucket")
);
