CREATE TABLE "abstract_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"pdf" "bytea",
	"failure" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "abstract_books" ADD CONSTRAINT "abstract_books_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abstract_books" ADD CONSTRAINT "abstract_books_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abstract_books_recent" ON "abstract_books" USING btree ("conference_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "abstract_books_one_at_a_time" ON "abstract_books" USING btree ("conference_id") WHERE "abstract_books"."status" in ('queued', 'running');