CREATE TABLE "user_active_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "presentation_videos" (
	"presentation_id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"byte_size" bigint,
	"sha256" text,
	"mime_type" text,
	"duration_seconds" double precision,
	"vimeo_video_id" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_playbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"current_time" double precision DEFAULT 0 NOT NULL,
	"duration" double precision DEFAULT 0 NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"vimeo_video_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_videos" ADD CONSTRAINT "presentation_videos_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_videos" ADD CONSTRAINT "presentation_videos_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_videos" ADD CONSTRAINT "presentation_videos_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playbacks" ADD CONSTRAINT "video_playbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_playbacks" ADD CONSTRAINT "video_playbacks_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_playbacks_viewer" ON "video_playbacks" USING btree ("user_id","presentation_id");--> statement-breakpoint
CREATE INDEX "video_playbacks_recent" ON "video_playbacks" USING btree ("user_id","updated_at");