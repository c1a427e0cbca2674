CREATE TABLE "prepublish_rechecks" (
	"chapter_id" text PRIMARY KEY NOT NULL,
	"rules_version" integer NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"near" boolean NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_template_ck";--> statement-breakpoint
ALTER TABLE "prepublish_rechecks" ADD CONSTRAINT "prepublish_rechecks_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_ck" CHECK ("messages"."template" in ('new_device_login', 'password_set', 'password_changed', 'password_reset', 'phone_changed', 'certification_passed', 'certification_rejected', 'royalties_paid', 'royalties_held', 'statement_ready', 'chapter_blocked', 'chapter_approved', 'chapter_in_review', 'appeal_approved', 'appeal_rejected', 'book_approved', 'book_rejected', 'sign_approved', 'sign_rejected', 'book_completed', 'export_ready', 'prepublish_recheck'));