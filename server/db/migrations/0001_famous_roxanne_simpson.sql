CREATE TABLE "external_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"member_code" text NOT NULL,
	"name_sei" text NOT NULL,
	"name_mei" text NOT NULL,
	"affiliation" text NOT NULL,
	"external_member_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"question_uuid" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_members" ADD CONSTRAINT "external_members_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_members_code" ON "external_members" USING btree ("conference_id","member_code");--> statement-breakpoint
CREATE INDEX "uploads_user" ON "uploads" USING btree ("user_id");