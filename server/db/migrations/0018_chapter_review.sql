CREATE TABLE "chapter_review_events" (
	"id" text PRIMARY KEY NOT NULL,
	"chapter_id" text NOT NULL,
	"book_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"spans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diff" jsonb,
	"version_id" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL,
	CONSTRAINT "chapter_review_events_kind_ck" CHECK ("chapter_review_events"."kind" in ('submitted', 'machine_passed', 'machine_failed', 'in_review', 'live', 'blocked', 'appeal_submitted', 'appeal_approved', 'appeal_rejected'))
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "chapter_review_events" ADD CONSTRAINT "chapter_review_events_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_review_events" ADD CONSTRAINT "chapter_review_events_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_review_events_chapter_idx" ON "chapter_review_events" USING btree ("chapter_id","create_time","seq");--> statement-breakpoint
CREATE INDEX "chapters_book_review_position_idx" ON "chapters" USING btree ("book_id","review_state","position") WHERE "chapters"."review_state" is not null;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_review_state_ck" CHECK ("chapters"."review_state" in ('in_review', 'live', 'blocked', 'appealed'));