CREATE TABLE "seminar_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"seminar_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "seminar_slots_period" CHECK ("seminar_slots"."ends_at" > "seminar_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "seminars" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"title_ja" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"host_ja" text NOT NULL,
	"host_en" text DEFAULT '' NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seminar_applications" ADD CONSTRAINT "seminar_applications_slot_id_seminar_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."seminar_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_applications" ADD CONSTRAINT "seminar_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminar_slots" ADD CONSTRAINT "seminar_slots_seminar_id_seminars_id_fk" FOREIGN KEY ("seminar_id") REFERENCES "public"."seminars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seminars" ADD CONSTRAINT "seminars_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seminar_applications_once" ON "seminar_applications" USING btree ("slot_id","user_id");--> statement-breakpoint
CREATE INDEX "seminar_applications_user" ON "seminar_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seminar_slots_seminar" ON "seminar_slots" USING btree ("seminar_id","starts_at");--> statement-breakpoint
CREATE INDEX "seminars_conference" ON "seminars" USING btree ("conference_id");