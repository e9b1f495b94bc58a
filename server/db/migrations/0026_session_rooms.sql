ALTER TABLE "discussion_rooms" ALTER COLUMN "presentation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_rooms" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "discussion_rooms" ADD CONSTRAINT "discussion_rooms_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_rooms" ADD CONSTRAINT "discussion_rooms_session_id_unique" UNIQUE("session_id");--> statement-breakpoint
ALTER TABLE "discussion_rooms" ADD CONSTRAINT "discussion_rooms_one_owner" CHECK (("discussion_rooms"."presentation_id" is null) <> ("discussion_rooms"."session_id" is null));