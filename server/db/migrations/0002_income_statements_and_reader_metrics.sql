CREATE TABLE "attendance_leaves" (
	"book_id" text NOT NULL,
	"author_id" text NOT NULL,
	"date" date NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_leaves_book_id_date_pk" PRIMARY KEY("book_id","date")
);
--> statement-breakpoint
CREATE TABLE "income_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"book_id" text NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_entries_kind_ck" CHECK ("income_entries"."kind" in ('attendance_bonus', 'guarantee_top_up', 'completion_reward', 'adjustment')),
	CONSTRAINT "income_entries_reason_ck" CHECK ("income_entries"."reason" in ('reader_refunds', 'late_credit', 'duplicate_reversal', 'invalid_subscriptions', 'other')),
	CONSTRAINT "income_entries_amount_ck" CHECK ("income_entries"."kind" = 'adjustment' or ("income_entries"."amount" >= 0 and "income_entries"."reason" is null))
);
--> statement-breakpoint
CREATE TABLE "income_holds" (
	"author_id" text NOT NULL,
	"month" text NOT NULL,
	"reason" text NOT NULL,
	"since" date NOT NULL,
	"released_on" date,
	CONSTRAINT "income_holds_author_id_month_pk" PRIMARY KEY("author_id","month"),
	CONSTRAINT "income_holds_reason_ck" CHECK ("income_holds"."reason" in ('subscription_review', 'bank_account_rejected', 'bank_account_missing', 'identity_unverified', 'tax_info_mismatch'))
);
--> statement-breakpoint
CREATE TABLE "income_payments" (
	"author_id" text NOT NULL,
	"month" text NOT NULL,
	"paid_on" date NOT NULL,
	CONSTRAINT "income_payments_author_id_month_pk" PRIMARY KEY("author_id","month")
);
--> statement-breakpoint
-- Keep what income_monthly held that the daily rows do not: its attendance
-- bonuses, and its "other" amounts as adjustments. Everything else it stored
-- (sums, tax, status) is computed from now on.
INSERT INTO "income_entries" ("id", "author_id", "book_id", "month", "kind", "amount", "reason")
SELECT 'm' || substr(md5("book_id" || "month" || 'attendance_bonus'), 1, 15), "author_id", "book_id", "month", 'attendance_bonus', "attendance_bonus", NULL
FROM "income_monthly" WHERE "attendance_bonus" > 0
UNION ALL
SELECT 'm' || substr(md5("book_id" || "month" || 'other'), 1, 15), "author_id", "book_id", "month", 'adjustment', "other", 'other'
FROM "income_monthly" WHERE "other" <> 0;--> statement-breakpoint
DROP TABLE "income_monthly" CASCADE;--> statement-breakpoint
ALTER TABLE "chapter_reads" RENAME COLUMN "reads" TO "views";--> statement-breakpoint
ALTER TABLE "book_daily_stats" ADD COLUMN "favorites_removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "unique_readers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "finished_readers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "first_day_subscriptions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "income_daily" ADD COLUMN "purchases" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "income_daily" ADD COLUMN "paying_readers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_holds" ADD CONSTRAINT "income_holds_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_payments" ADD CONSTRAINT "income_payments_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_entries_author_month_idx" ON "income_entries" USING btree ("author_id","month");--> statement-breakpoint
ALTER TABLE "book_daily_stats" DROP COLUMN "subscription_income";--> statement-breakpoint
ALTER TABLE "book_daily_stats" DROP COLUMN "rewards";--> statement-breakpoint
ALTER TABLE "income_daily" DROP COLUMN "other";