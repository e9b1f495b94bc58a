CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"machine" text NOT NULL,
	"event" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_status" text,
	"provider_checkout_id" text,
	"provider_payment_id" text,
	"hold_until" timestamp with time zone,
	"member_code" text,
	"certificate_upload_id" integer,
	"receipt_name" text DEFAULT '' NOT NULL,
	"invoice_payee" text DEFAULT '' NOT NULL,
	"transfer_payer_kana" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_provider_checkout_id_unique" UNIQUE("provider_checkout_id")
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"language" text NOT NULL,
	"addressee" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"issued_by_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_statement_lines" (
	"conference_id" text NOT NULL,
	"line_key" text NOT NULL,
	"import_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "transfer_statement_lines_conference_id_line_key_pk" PRIMARY KEY("conference_id","line_key")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_certificate_upload_id_uploads_id_fk" FOREIGN KEY ("certificate_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_imports" ADD CONSTRAINT "transfer_imports_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_imports" ADD CONSTRAINT "transfer_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_statement_lines" ADD CONSTRAINT "transfer_statement_lines_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_statement_lines" ADD CONSTRAINT "transfer_statement_lines_import_id_transfer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."transfer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_statement_lines" ADD CONSTRAINT "transfer_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live" ON "orders" USING btree ("conference_id","user_id") WHERE "orders"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "orders_conference_status" ON "orders" USING btree ("conference_id","status");--> statement-breakpoint
CREATE INDEX "payment_documents_order" ON "payment_documents" USING btree ("order_id","kind");