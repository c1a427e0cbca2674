CREATE TABLE "chapter_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"book_id" text NOT NULL,
	"kind" text NOT NULL,
	"entries" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "chapter_operations_kind_ck" CHECK ("chapter_operations"."kind" in ('trash', 'move', 'schedule', 'replace'))
);
--> statement-breakpoint
CREATE TABLE "chapter_revisions" (
	"chapter_id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_note" text NOT NULL,
	"is_vip" boolean NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapter_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"chapter_id" text NOT NULL,
	"book_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_note" text NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"text_hash" text GENERATED ALWAYS AS (md5("chapter_versions"."title" || chr(30) || "chapter_versions"."content" || chr(30) || "chapter_versions"."author_note")) STORED NOT NULL,
	"reason" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "chapter_versions_reason_ck" CHECK ("chapter_versions"."reason" in ('edit', 'publish', 'revision_applied', 'revision_discarded', 'restore', 'replace', 'undo', 'checkpoint'))
);
--> statement-breakpoint
CREATE TABLE "writing_days" (
	"author_id" text NOT NULL,
	"date" date NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "writing_days_author_id_date_pk" PRIMARY KEY("author_id","date")
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "reject_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_operations" ADD CONSTRAINT "chapter_operations_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_operations" ADD CONSTRAINT "chapter_operations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_revisions" ADD CONSTRAINT "chapter_revisions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_revisions" ADD CONSTRAINT "chapter_revisions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_versions" ADD CONSTRAINT "chapter_versions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_versions" ADD CONSTRAINT "chapter_versions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_days" ADD CONSTRAINT "writing_days_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_operations_author_time_idx" ON "chapter_operations" USING btree ("author_id","create_time");--> statement-breakpoint
CREATE INDEX "chapter_versions_chapter_time_idx" ON "chapter_versions" USING btree ("chapter_id","create_time","seq");--> statement-breakpoint
CREATE INDEX "chapter_versions_chapter_hash_idx" ON "chapter_versions" USING btree ("chapter_id","text_hash");