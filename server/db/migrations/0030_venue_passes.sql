CREATE TABLE "venue_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"scan_id" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
ALTER TABLE "venue_passes" ADD CONSTRAINT "venue_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_passes" ADD CONSTRAINT "venue_passes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_passes_scan" ON "venue_passes" USING btree ("conference_id","scan_id");--> statement-breakpoint
CREATE INDEX "venue_passes_user" ON "venue_passes" USING btree ("user_id","id");