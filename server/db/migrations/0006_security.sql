CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "key" text PRIMARY KEY NOT NULL;
