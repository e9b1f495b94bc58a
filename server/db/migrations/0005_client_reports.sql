CREATE TABLE "client_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"comments" jsonb NOT NULL,
	"screen" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"user_id" integer,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;