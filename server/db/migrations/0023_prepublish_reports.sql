CREATE TABLE "prepublish_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"rules_version" integer NOT NULL,
	"excerpt" text NOT NULL,
	"chapter_id" text,
	"note" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prepublish_reports" ADD CONSTRAINT "prepublish_reports_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepublish_reports" ADD CONSTRAINT "prepublish_reports_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepublish_reports_author_rule_excerpt_uq" ON "prepublish_reports" USING btree ("author_id","rule_id","excerpt");--> statement-breakpoint
CREATE INDEX "prepublish_reports_rule_idx" ON "prepublish_reports" USING btree ("rule_id");