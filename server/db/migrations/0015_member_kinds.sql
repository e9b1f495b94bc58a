CREATE TABLE "member_kinds" (
	"conference_id" text NOT NULL,
	"id" integer NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"position" integer NOT NULL,
	"plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "member_kinds_conference_id_id_pk" PRIMARY KEY("conference_id","id")
);
--> statement-breakpoint
ALTER TABLE "member_kinds" ADD CONSTRAINT "member_kinds_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;