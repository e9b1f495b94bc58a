CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"role" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'candidate' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"role_name" text,
	"role_name_en" text,
	"note" text,
	"start_time" text,
	"end_time" text,
	"presentation_minutes" integer,
	"qa_minutes" integer,
	"person" jsonb NOT NULL,
	"presentation_application" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"committer_note" text,
	"answered_at" timestamp with time zone,
	"answer_email" text,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "program_composition_preferences" (
	"conference_id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_sessions" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_letter_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_letter_files_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "login_emails" ADD COLUMN "commission_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_organizable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "participate_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "request_letter_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_note" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_composition_preferences" ADD CONSTRAINT "program_composition_preferences_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD CONSTRAINT "program_sessions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_letter_files" ADD CONSTRAINT "request_letter_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_session" ON "commissions" USING btree ("session_id");