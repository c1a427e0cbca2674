CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_send_limits" (
	"phone" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"rating" text NOT NULL,
	"samples" integer NOT NULL,
	"value_sum" double precision NOT NULL,
	"value_max" double precision NOT NULL,
	CONSTRAINT "web_vitals_daily_day_name_page_rating_pk" PRIMARY KEY("day","name","page","rating")
);
--> statement-breakpoint
-- Beacons stored row by row until now are kept, folded into daily aggregates.
INSERT INTO "web_vitals_daily" ("day", "name", "page", "rating", "samples", "value_sum", "value_max")
SELECT ("received_at" AT TIME ZONE 'UTC')::date, "name", coalesce("page", '/'), coalesce("rating", 'good'),
  count(*), sum("value"), max("value")
FROM "web_vitals" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
DROP TABLE "web_vitals" CASCADE;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "credentials_generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "credentials_generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_throttles_next_allowed_idx" ON "auth_throttles" USING btree ("next_allowed_at");