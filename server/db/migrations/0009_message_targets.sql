ALTER TABLE "messages" ADD COLUMN "category" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "book_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quote" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "task" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_author_book_time_idx" ON "messages" USING btree ("author_id","book_id","time");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_category_ck" CHECK ("messages"."category" in ('review', 'sign', 'security', 'money', 'reader', 'editor', 'platform'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_target_kind_ck" CHECK ("messages"."target_kind" in ('chapter', 'book', 'income_month', 'account', 'sign_application'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reason_code_ck" CHECK ("messages"."reason_code" in ('synopsis_mismatch', 'slow_opening', 'sensitive_content', 'cover_quality', 'category_mismatch', 'too_short', 'formatting', 'other'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_task_ck" CHECK ("messages"."task" in ('certify', 'sign', 'resubmit', 'statement', 'other'));