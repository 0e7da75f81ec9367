CREATE TABLE "safety_digests" (
	"day" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"report_id" integer,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_notes_one_record" CHECK (("safety_notes"."question_id" is null) <> ("safety_notes"."report_id" is null))
);
--> statement-breakpoint
ALTER TABLE "adverse_event_reports" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "safety_notes" ADD CONSTRAINT "safety_notes_question_id_medical_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."medical_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notes" ADD CONSTRAINT "safety_notes_report_id_adverse_event_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."adverse_event_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notes" ADD CONSTRAINT "safety_notes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_notes_question_idx" ON "safety_notes" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "safety_notes_report_idx" ON "safety_notes" USING btree ("report_id","id");--> statement-breakpoint
ALTER TABLE "adverse_event_reports" ADD CONSTRAINT "adverse_event_reports_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD CONSTRAINT "medical_questions_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;