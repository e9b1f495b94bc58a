CREATE TABLE "presentation_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"presentation_id" integer,
	"search_name" text DEFAULT '' NOT NULL,
	"search_authors" text DEFAULT '' NOT NULL,
	"search_institutes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_settings" (
	"conference_id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentation_applications" ADD CONSTRAINT "presentation_applications_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_applications" ADD CONSTRAINT "presentation_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_applications" ADD CONSTRAINT "presentation_applications_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_settings" ADD CONSTRAINT "submission_settings_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentation_applications_user" ON "presentation_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presentation_applications_list" ON "presentation_applications" USING btree ("conference_id","id");