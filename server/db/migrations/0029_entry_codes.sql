CREATE TABLE "entry_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_codes" ADD CONSTRAINT "entry_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entry_codes_code" ON "entry_codes" USING btree ("conference_id","code");--> statement-breakpoint
CREATE INDEX "entry_codes_conference" ON "entry_codes" USING btree ("conference_id");