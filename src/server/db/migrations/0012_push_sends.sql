CREATE TABLE "push_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"topic" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text NOT NULL,
	"tokens" integer NOT NULL,
	"sent" integer NOT NULL,
	"failed" integer NOT NULL,
	"stale" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_sends_at_idx" ON "push_sends" USING btree ("at");
