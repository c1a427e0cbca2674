-- Categories carry their channel's audience. Rows written before this
-- migration were told apart only by the seed's channel names (男频 / 女频),
-- so those names fill the column once, and every node inherits its channel's.
ALTER TABLE "categories" ADD COLUMN "audience" text;--> statement-breakpoint
WITH RECURSIVE tree(id, audience) AS (
  SELECT "id", CASE "name" WHEN '男频' THEN 'male' WHEN '女频' THEN 'female' END
  FROM "categories" WHERE "parent_id" IS NULL
  UNION ALL
  SELECT c."id", tree.audience FROM "categories" c JOIN tree ON c."parent_id" = tree.id
)
UPDATE "categories" SET "audience" = tree.audience FROM tree WHERE "categories"."id" = tree.id;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "audience" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_audience_ck" CHECK ("categories"."audience" in ('male', 'female'));
