ALTER TABLE "commissions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reminders" integer DEFAULT 0 NOT NULL;