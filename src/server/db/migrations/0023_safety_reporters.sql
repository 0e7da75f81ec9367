-- Issue 41 item 2: an erasure copies the reporter (name, phone, e-mail) into the kept safety records.
ALTER TABLE "adverse_event_reports" ADD COLUMN "reporter_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverse_event_reports" ADD COLUMN "reporter_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverse_event_reports" ADD COLUMN "reporter_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD COLUMN "reporter_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD COLUMN "reporter_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD COLUMN "reporter_email" text DEFAULT '' NOT NULL;