CREATE TABLE "settings_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"value" jsonb NOT NULL,
	"source" text NOT NULL,
	"restored_version" integer,
	"saved_by_id" integer,
	"saved_by_email" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_versions" ADD CONSTRAINT "settings_versions_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_versions_version" ON "settings_versions" USING btree ("conference_id","kind","version");