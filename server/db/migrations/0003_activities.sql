CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"unlogin_show_status" boolean DEFAULT false NOT NULL,
	"home_float_show_status" boolean DEFAULT false NOT NULL,
	"img_url4" text DEFAULT '' NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"popup_config" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_unique" UNIQUE("type")
);
