CREATE TABLE "program_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"room_id" integer,
	"place" text,
	"place_en" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_rooms" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "program_events" ADD CONSTRAINT "program_events_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_events" ADD CONSTRAINT "program_events_room_id_program_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."program_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_groups" ADD CONSTRAINT "program_groups_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_events_time" ON "program_events" USING btree ("conference_id","start_at");--> statement-breakpoint
ALTER TABLE "program_rooms" ADD CONSTRAINT "program_rooms_group_id_program_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."program_groups"("id") ON DELETE no action ON UPDATE no action;