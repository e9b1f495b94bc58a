CREATE TABLE "member_kind_lists" (
	"conference_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_kind_lists" ADD CONSTRAINT "member_kind_lists_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;