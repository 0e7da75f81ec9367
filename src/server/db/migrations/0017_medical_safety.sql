CREATE TABLE "adverse_event_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer,
	"product_title" text NOT NULL,
	"patient_initials" text NOT NULL,
	"patient_age" smallint,
	"patient_age_group" text DEFAULT '' NOT NULL,
	"patient_sex" text NOT NULL,
	"event" text NOT NULL,
	"serious" boolean NOT NULL,
	"serious_criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"onset_date" text NOT NULL,
	"stop_date" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"other_medicines" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_error" text DEFAULT '' NOT NULL,
	"mailed_at" timestamp with time zone,
	"ack_status" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "adverse_event_reports_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "medical_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer,
	"product_title" text NOT NULL,
	"question" text NOT NULL,
	"reply_channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_error" text DEFAULT '' NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "medical_questions_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "adverse_event_reports" ADD CONSTRAINT "adverse_event_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_event_reports" ADD CONSTRAINT "adverse_event_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD CONSTRAINT "medical_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_questions" ADD CONSTRAINT "medical_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverse_event_reports_member_idx" ON "adverse_event_reports" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "adverse_event_reports_status_idx" ON "adverse_event_reports" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "adverse_event_reports_mail_idx" ON "adverse_event_reports" USING btree ("mail_status","mail_next_at");--> statement-breakpoint
CREATE INDEX "medical_questions_member_idx" ON "medical_questions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "medical_questions_status_idx" ON "medical_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "medical_questions_mail_idx" ON "medical_questions" USING btree ("mail_status","mail_next_at");