CREATE TABLE "reader_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"book_id" text NOT NULL,
	"chapter_id" text,
	"kind" text NOT NULL,
	"parent_id" text,
	"reply_to_id" text,
	"paragraph_index" integer,
	"paragraph_hash" text,
	"paragraph_excerpt" text,
	"reader_id" text NOT NULL,
	"reader_name" text NOT NULL,
	"by_author" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"liked_by_author" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"reported" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_comments_kind_ck" CHECK ("reader_comments"."kind" in ('book', 'chapter', 'paragraph'))
);
--> statement-breakpoint
CREATE TABLE "reader_mutes" (
	"book_id" text NOT NULL,
	"reader_id" text NOT NULL,
	"author_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_mutes_book_id_reader_id_pk" PRIMARY KEY("book_id","reader_id")
);
--> statement-breakpoint
ALTER TABLE "reader_comments" ADD CONSTRAINT "reader_comments_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_comments" ADD CONSTRAINT "reader_comments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_comments" ADD CONSTRAINT "reader_comments_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_comments" ADD CONSTRAINT "reader_comments_parent_id_reader_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reader_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_mutes" ADD CONSTRAINT "reader_mutes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_mutes" ADD CONSTRAINT "reader_mutes_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_comments_inbox_idx" ON "reader_comments" USING btree ("author_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "reader_comments"."by_author";--> statement-breakpoint
CREATE INDEX "reader_comments_book_inbox_idx" ON "reader_comments" USING btree ("book_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "reader_comments"."by_author";--> statement-breakpoint
CREATE INDEX "reader_comments_unread_idx" ON "reader_comments" USING btree ("author_id","book_id") WHERE not "reader_comments"."is_read" and not "reader_comments"."by_author";--> statement-breakpoint
CREATE INDEX "reader_comments_book_chapter_idx" ON "reader_comments" USING btree ("book_id","chapter_id","paragraph_index");--> statement-breakpoint
CREATE INDEX "reader_comments_parent_idx" ON "reader_comments" USING btree ("parent_id","create_time");--> statement-breakpoint
CREATE INDEX "reader_comments_reply_to_idx" ON "reader_comments" USING btree ("reply_to_id") WHERE "reader_comments"."by_author";