CREATE TABLE "article_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "article_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_version_change AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION article_version_bump();--> statement-breakpoint
CREATE TRIGGER articles_version_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION article_version_bump();
