CREATE TABLE "stored_file_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
-- Images are compressed already: no second try at compressing them on each write.
ALTER TABLE "stored_file_contents" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_contents" ADD CONSTRAINT "stored_file_contents_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_authors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_key_idx" ON "stored_files" USING btree ("owner_id","key" text_pattern_ops);--> statement-breakpoint
-- Uploads recorded until now are kept: their bytes stay in the uploads folder,
-- where the folder store reads them (PGlite) and from where a server on
-- PostgreSQL moves them into stored_file_contents when it starts.
INSERT INTO "stored_files" ("key", "owner_id", "content_type", "size", "create_time")
SELECT "path", "author_id", "content_type", "size", "create_time" FROM "uploads";--> statement-breakpoint
DROP TABLE "uploads" CASCADE;
