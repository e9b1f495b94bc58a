CREATE TABLE "author_institutes" (
	"author_id" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "author_institutes_author_id_position_pk" PRIMARY KEY("author_id","position")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_en" text,
	"first_name_en" text,
	"membership_number" text,
	"is_presenter" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_presentation_id_pk" PRIMARY KEY("user_id","presentation_id")
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text
);
--> statement-breakpoint
CREATE TABLE "presentation_keywords" (
	"presentation_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "presentation_keywords_presentation_id_keyword_id_pk" PRIMARY KEY("presentation_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"session_id" integer,
	"series_id" integer,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"name" text NOT NULL,
	"name_en" text,
	"abstract" text,
	"abstract_en" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_sponsor" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'unspecified' NOT NULL,
	"location" text DEFAULT 'onsite' NOT NULL,
	"abstract_pdf" text,
	"user_id" integer,
	"presentation_application_id" integer,
	"position" integer NOT NULL,
	"search_name" text NOT NULL,
	"search_abstract" text NOT NULL,
	"search_authors" text NOT NULL,
	"search_institutes" text NOT NULL,
	"search_grams" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_series" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "presentation_kind" text;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "author_institutes" ADD CONSTRAINT "author_institutes_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_institutes" ADD CONSTRAINT "author_institutes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_keywords" ADD CONSTRAINT "presentation_keywords_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_keywords" ADD CONSTRAINT "presentation_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_rooms" ADD CONSTRAINT "program_rooms_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_series" ADD CONSTRAINT "program_series_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_position" ON "authors" USING btree ("presentation_id","position");--> statement-breakpoint
CREATE INDEX "presentation_keywords_keyword" ON "presentation_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presentations_code" ON "presentations" USING btree ("conference_id",lower("code"));--> statement-breakpoint
CREATE INDEX "presentations_list" ON "presentations" USING btree ("conference_id","kind","position");--> statement-breakpoint
CREATE INDEX "presentations_session" ON "presentations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "presentations_grams" ON "presentations" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "program_sessions_timetable" ON "program_sessions" USING btree ("conference_id","presentation_kind","start_at");