CREATE TABLE "backup_runs" (
	"slot" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_status_ck" CHECK ("backup_runs"."status" in ('running', 'ok', 'failed'))
);
