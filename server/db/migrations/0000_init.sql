CREATE TABLE "authors" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"pen_name" text,
	"avatar" text,
	"email" text,
	"introduction" text,
	"qq" text,
	"home_phone" text,
	"is_certified" boolean DEFAULT false NOT NULL,
	"real_name" text,
	"id_card" text,
	"is_signed" boolean DEFAULT false NOT NULL,
	"fan_num" integer DEFAULT 0 NOT NULL,
	"new_register" boolean DEFAULT false NOT NULL,
	"editor_name" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_daily_stats" (
	"book_id" text NOT NULL,
	"author_id" text NOT NULL,
	"date" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"new_favorites" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"subscription_income" integer DEFAULT 0 NOT NULL,
	"rewards" integer DEFAULT 0 NOT NULL,
	"words_added" integer DEFAULT 0 NOT NULL,
	"chapters_published" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_daily_stats_book_id_date_pk" PRIMARY KEY("book_id","date")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"audience" text NOT NULL,
	"category_id" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protagonists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"serial_status" text DEFAULT 'serial' NOT NULL,
	"review_status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"sign_status" text DEFAULT 'unsigned' NOT NULL,
	"allow_vip" boolean DEFAULT false NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"last_chapter_title" text,
	"last_published_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_kind_ck" CHECK ("books"."kind" in ('long', 'short')),
	CONSTRAINT "books_audience_ck" CHECK ("books"."audience" in ('male', 'female')),
	CONSTRAINT "books_serial_status_ck" CHECK ("books"."serial_status" in ('serial', 'completion_pending', 'completed', 'hiatus')),
	CONSTRAINT "books_review_status_ck" CHECK ("books"."review_status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "books_sign_status_ck" CHECK ("books"."sign_status" in ('unsigned', 'applying', 'signed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapter_reads" (
	"chapter_id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"volume_id" text NOT NULL,
	"chapter_no" integer NOT NULL,
	"position" double precision NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author_note" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_before_trash" text,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"is_vip" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "chapters_status_ck" CHECK ("chapters"."status" in ('draft', 'scheduled', 'published', 'trashed')),
	CONSTRAINT "chapters_status_before_trash_ck" CHECK ("chapters"."status_before_trash" in ('draft', 'scheduled', 'published'))
);
--> statement-breakpoint
CREATE TABLE "income_daily" (
	"author_id" text NOT NULL,
	"book_id" text NOT NULL,
	"date" date NOT NULL,
	"subscription" integer DEFAULT 0 NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"ad_share" integer DEFAULT 0 NOT NULL,
	"other" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "income_daily_book_id_date_pk" PRIMARY KEY("book_id","date")
);
--> statement-breakpoint
CREATE TABLE "income_monthly" (
	"author_id" text NOT NULL,
	"book_id" text NOT NULL,
	"month" text NOT NULL,
	"subscription" integer DEFAULT 0 NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"ad_share" integer DEFAULT 0 NOT NULL,
	"attendance_bonus" integer DEFAULT 0 NOT NULL,
	"other" integer DEFAULT 0 NOT NULL,
	"pre_tax" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"after_tax" integer DEFAULT 0 NOT NULL,
	"settle_status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "income_monthly_book_id_month_pk" PRIMARY KEY("book_id","month"),
	CONSTRAINT "income_monthly_settle_status_ck" CHECK ("income_monthly"."settle_status" in ('pending', 'settled', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"avatar" text,
	"content" text DEFAULT '' NOT NULL,
	"message_type" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_ck" CHECK ("messages"."type" in ('message', 'notice', 'todo')),
	CONSTRAINT "messages_status_ck" CHECK ("messages"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_revoked_reason_ck" CHECK ("sessions"."revoked_reason" in ('logout', 'password_changed', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "sign_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"author_id" text NOT NULL,
	"contract_type" text NOT NULL,
	"planned_total_words" integer NOT NULL,
	"updates_per_week" integer NOT NULL,
	"outline" text DEFAULT '' NOT NULL,
	"contact" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reviewer_comment" text,
	"submit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_applications_contract_type_ck" CHECK ("sign_applications"."contract_type" in ('exclusive', 'non_exclusive')),
	CONSTRAINT "sign_applications_status_ck" CHECK ("sign_applications"."status" in ('draft', 'submitted', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "sms_codes_scene_ck" CHECK ("sms_codes"."scene" in ('login', 'set_pwd', 'reset_pwd', 'sensitive', 'verify'))
);
--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_ck" CHECK ("uploads"."kind" in ('avatar', 'cover'))
);
--> statement-breakpoint
CREATE TABLE "volumes" (
	"id" text PRIMARY KEY NOT NULL,
	"book_id" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text,
	"page" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_daily_stats" ADD CONSTRAINT "book_daily_stats_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_daily_stats" ADD CONSTRAINT "book_daily_stats_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD CONSTRAINT "chapter_reads_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD CONSTRAINT "chapter_reads_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_volume_id_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."volumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_daily" ADD CONSTRAINT "income_daily_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_daily" ADD CONSTRAINT "income_daily_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_monthly" ADD CONSTRAINT "income_monthly_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_monthly" ADD CONSTRAINT "income_monthly_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_applications" ADD CONSTRAINT "sign_applications_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_applications" ADD CONSTRAINT "sign_applications_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD CONSTRAINT "sso_tickets_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volumes" ADD CONSTRAINT "volumes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_phone_uq" ON "authors" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "authors_pen_name_uq" ON "authors" USING btree ("pen_name");--> statement-breakpoint
CREATE INDEX "book_daily_stats_author_date_idx" ON "book_daily_stats" USING btree ("author_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "books_author_title_uq" ON "books" USING btree ("author_id","title");--> statement-breakpoint
CREATE INDEX "books_author_kind_updated_idx" ON "books" USING btree ("author_id","kind","update_time");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "chapter_reads_book_idx" ON "chapter_reads" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "chapters_book_position_idx" ON "chapters" USING btree ("book_id","position");--> statement-breakpoint
CREATE INDEX "chapters_book_status_position_idx" ON "chapters" USING btree ("book_id","status","position");--> statement-breakpoint
CREATE INDEX "chapters_volume_position_idx" ON "chapters" USING btree ("volume_id","position");--> statement-breakpoint
CREATE INDEX "chapters_book_no_idx" ON "chapters" USING btree ("book_id","chapter_no");--> statement-breakpoint
CREATE INDEX "chapters_scheduled_due_idx" ON "chapters" USING btree ("publish_at") WHERE "chapters"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "income_daily_author_date_idx" ON "income_daily" USING btree ("author_id","date");--> statement-breakpoint
CREATE INDEX "income_monthly_author_month_idx" ON "income_monthly" USING btree ("author_id","month");--> statement-breakpoint
CREATE INDEX "messages_author_type_status_time_idx" ON "messages" USING btree ("author_id","type","status","time");--> statement-breakpoint
CREATE INDEX "sessions_author_idx" ON "sessions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "sign_applications_book_created_idx" ON "sign_applications" USING btree ("book_id","create_time");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_scene_created_idx" ON "sms_codes" USING btree ("phone","scene","created_at");--> statement-breakpoint
CREATE INDEX "uploads_author_idx" ON "uploads" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "volumes_book_sort_idx" ON "volumes" USING btree ("book_id","sort");