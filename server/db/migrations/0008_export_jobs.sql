CREATE TABLE "export_chunks" (
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "export_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"kind" text NOT NULL,
	"book_id" text,
	"scope" text,
	"volume_id" text,
	"format" text NOT NULL,
	"encoding" text DEFAULT 'utf-8' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"error" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_jobs_kind_ck" CHECK ("export_jobs"."kind" in ('book', 'account')),
	CONSTRAINT "export_jobs_scope_ck" CHECK ("export_jobs"."scope" in ('whole', 'volume', 'published', 'drafts')),
	CONSTRAINT "export_jobs_format_ck" CHECK ("export_jobs"."format" in ('txt', 'epub', 'docx', 'zip')),
	CONSTRAINT "export_jobs_encoding_ck" CHECK ("export_jobs"."encoding" in ('utf-8', 'gb18030')),
	CONSTRAINT "export_jobs_state_ck" CHECK ("export_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "export_chunks" ADD CONSTRAINT "export_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_author_time_idx" ON "export_jobs" USING btree ("author_id","create_time");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");