CREATE TABLE "exhibition_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rally_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rally_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rally_prizes_points" CHECK ("rally_prizes"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "rally_scans" (
	"exhibition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"conference_id" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rally_scans_exhibition_id_user_id_pk" PRIMARY KEY("exhibition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"placement" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"body_ja" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"booth" text DEFAULT '' NOT NULL,
	"contact_ja" text DEFAULT '' NOT NULL,
	"contact_en" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"rally_code" text NOT NULL,
	"rally_points" integer DEFAULT 10 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower(normalize(coalesce(name_ja, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(body_ja, '') || ' ' || coalesce(body_en, '') || ' ' || coalesce(booth, ''), NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_exhibitions_points" CHECK ("sponsor_exhibitions"."rally_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_files" (
	"id" integer PRIMARY KEY NOT NULL,
	"exhibition_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibition_visits" ADD CONSTRAINT "exhibition_visits_exhibition_id_sponsor_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."sponsor_exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_visits" ADD CONSTRAINT "exhibition_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rally_claims" ADD CONSTRAINT "rally_claims_prize_id_rally_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."rally_prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rally_claims" ADD CONSTRAINT "rally_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rally_prizes" ADD CONSTRAINT "rally_prizes_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rally_scans" ADD CONSTRAINT "rally_scans_exhibition_id_sponsor_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."sponsor_exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rally_scans" ADD CONSTRAINT "rally_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_banners" ADD CONSTRAINT "sponsor_banners_exhibition_id_sponsor_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."sponsor_exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_exhibitions" ADD CONSTRAINT "sponsor_exhibitions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_exhibitions" ADD CONSTRAINT "sponsor_exhibitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_files" ADD CONSTRAINT "sponsor_files_exhibition_id_sponsor_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."sponsor_exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exhibition_visits_exhibition" ON "exhibition_visits" USING btree ("exhibition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rally_claims_once" ON "rally_claims" USING btree ("prize_id","user_id");--> statement-breakpoint
CREATE INDEX "rally_claims_user" ON "rally_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rally_prizes_conference" ON "rally_prizes" USING btree ("conference_id");--> statement-breakpoint
CREATE INDEX "rally_scans_user" ON "rally_scans" USING btree ("conference_id","user_id");--> statement-breakpoint
CREATE INDEX "sponsor_banners_exhibition" ON "sponsor_banners" USING btree ("exhibition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_exhibitions_sponsor" ON "sponsor_exhibitions" USING btree ("conference_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_exhibitions_rally_code" ON "sponsor_exhibitions" USING btree ("conference_id","rally_code");--> statement-breakpoint
CREATE INDEX "sponsor_files_exhibition" ON "sponsor_files" USING btree ("exhibition_id","kind","created_at");