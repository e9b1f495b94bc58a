CREATE TABLE "mail_settings" (
	"conference_id" text PRIMARY KEY NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"conference_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_ja" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_ja" text NOT NULL,
	"body_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_conference_id_kind_pk" PRIMARY KEY("conference_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mails_sent_once" ON "mails" USING btree ("job_id") WHERE "mails"."error" is null;