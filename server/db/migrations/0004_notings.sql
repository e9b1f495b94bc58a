CREATE TABLE "notings" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"key" text NOT NULL,
	"ja" text DEFAULT '' NOT NULL,
	"en" text DEFAULT '' NOT NULL,
	"location" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notings" ADD CONSTRAINT "notings_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notings" ADD CONSTRAINT "notings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notings_key" ON "notings" USING btree ("conference_id","key");