CREATE TABLE "bible_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bible_entities_kind_ck" CHECK ("bible_entities"."kind" in ('character', 'place', 'faction', 'item', 'term'))
);
--> statement-breakpoint
CREATE TABLE "bible_mentions" (
	"entity_id" text NOT NULL,
	"chapter_id" text NOT NULL,
	"book_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"context" text NOT NULL,
	CONSTRAINT "bible_mentions_entity_id_chapter_id_pk" PRIMARY KEY("entity_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "bible_progressions" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"from_chapter_no" integer NOT NULL,
	"fact" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_settings" (
	"book_id" text PRIMARY KEY NOT NULL,
	"unseen_chapters" integer DEFAULT 50 NOT NULL,
	"thread_overdue_chapters" integer DEFAULT 300 NOT NULL,
	"names_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"planted_chapter_no" integer NOT NULL,
	"payoff_chapter_no" integer,
	"resolved_chapter_no" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bible_entities" ADD CONSTRAINT "bible_entities_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_mentions" ADD CONSTRAINT "bible_mentions_entity_id_bible_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."bible_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_progressions" ADD CONSTRAINT "bible_progressions_entity_id_bible_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."bible_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_settings" ADD CONSTRAINT "bible_settings_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_threads" ADD CONSTRAINT "bible_threads_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bible_entities_book_name_uq" ON "bible_entities" USING btree ("book_id","name");--> statement-breakpoint
CREATE INDEX "bible_entities_book_kind_idx" ON "bible_entities" USING btree ("book_id","kind");--> statement-breakpoint
CREATE INDEX "bible_mentions_chapter_idx" ON "bible_mentions" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "bible_progressions_entity_idx" ON "bible_progressions" USING btree ("entity_id","from_chapter_no");--> statement-breakpoint
CREATE INDEX "bible_threads_book_idx" ON "bible_threads" USING btree ("book_id","planted_chapter_no");