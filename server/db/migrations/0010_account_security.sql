ALTER TABLE "sessions" DROP CONSTRAINT "sessions_revoked_reason_ck";--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_scene_ck";--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "cert_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "cert_reject_reason" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "cert_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "cert_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "cert_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_cert_status_ck" CHECK ("authors"."cert_status" in ('none', 'reviewing', 'certified', 'rejected'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason_ck" CHECK ("sessions"."revoked_reason" in ('logout', 'password_changed', 'admin', 'logout_others', 'phone_changed'));--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_scene_ck" CHECK ("sms_codes"."scene" in ('login', 'set_pwd', 'reset_pwd', 'sensitive', 'verify', 'phone_old', 'phone_new'));