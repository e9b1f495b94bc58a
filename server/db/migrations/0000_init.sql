CREATE TABLE "affiliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'others' NOT NULL,
	"name" text NOT NULL,
	"name_kanji" text,
	"name_en" text,
	"laboratory_name" text,
	"rank" text,
	CONSTRAINT "affiliations_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_question_answers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"question_set_id" integer NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_question_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"is_dummy" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_emails_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_keywords" (
	"user_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_keywords_user_id_keyword_id_pk" PRIMARY KEY("user_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"approval_status" text DEFAULT 'unapproved' NOT NULL,
	"login_email_id" integer,
	"member_code" text,
	"external_member_id" text,
	"honorific_title" text,
	"name_sei" text NOT NULL,
	"name_mid" text,
	"name_mei" text NOT NULL,
	"name_sei_kanji" text,
	"name_mei_kanji" text,
	"name_sei_kana" text,
	"name_mei_kana" text,
	"name_en1" text,
	"name_en2" text,
	"name_en3" text,
	"jsi_membership" text,
	"address_type" text,
	"zip_code" text,
	"province" text,
	"city" text,
	"street_address" text,
	"building" text,
	"phone_number" text,
	"address_extension" text,
	"prefecture" text,
	"address" text,
	"country" text,
	"language" text,
	"registration_language" text,
	"location" text,
	"profile_image_path" text,
	"laboratory" text,
	"lab_url" text,
	"rank" text,
	"department" text,
	"sns_twitter_url" text,
	"sns_facebook_url" text,
	"sns_linkedin_url" text,
	"sns_researchgate_url" text,
	"sns_eight_url" text,
	"is_presentable" boolean DEFAULT false NOT NULL,
	"is_evaluatable" boolean DEFAULT false NOT NULL,
	"is_sponsor" boolean DEFAULT false NOT NULL,
	"is_reviewable" boolean DEFAULT false NOT NULL,
	"is_term_agreed" boolean NOT NULL,
	"is_policy_agreed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_answers" ADD CONSTRAINT "custom_question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_answers" ADD CONSTRAINT "custom_question_answers_question_set_id_custom_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."custom_question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_question_sets" ADD CONSTRAINT "custom_question_sets_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_categories" ADD CONSTRAINT "keyword_categories_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keywords" ADD CONSTRAINT "keywords_category_id_keyword_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."keyword_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_keywords" ADD CONSTRAINT "user_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_keywords" ADD CONSTRAINT "user_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_email_id_login_emails_id_fk" FOREIGN KEY ("login_email_id") REFERENCES "public"."login_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_question_sets_version" ON "custom_question_sets" USING btree ("conference_id","version");--> statement-breakpoint
CREATE INDEX "user_keywords_keyword" ON "user_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));