CREATE TABLE "scratch_card_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text NOT NULL,
	"item_id" integer NOT NULL,
	"art" text NOT NULL,
	"table_key" text NOT NULL,
	"auto_reveal_bps" integer DEFAULT 6000 NOT NULL,
	"brush_radius" integer DEFAULT 48 NOT NULL,
	"wagering" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scratch_card_types_values" CHECK ("scratch_card_types"."auto_reveal_bps" BETWEEN 1000 AND 10000 AND "scratch_card_types"."brush_radius" > 0 AND "scratch_card_types"."wagering" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "scratch_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"exchange_id" integer NOT NULL,
	"diamonds" integer NOT NULL,
	"fair_draw_id" integer NOT NULL,
	"table_version" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"strokes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"grant_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "scratch_cards_state" CHECK ("scratch_cards"."state" IN ('new', 'scratching', 'claimed') AND ("scratch_cards"."state" = 'claimed') = ("scratch_cards"."claimed_at" IS NOT NULL)),
	CONSTRAINT "scratch_cards_strokes" CHECK (jsonb_typeof("scratch_cards"."strokes") = 'array' AND jsonb_array_length("scratch_cards"."strokes") <= 100)
);
--> statement-breakpoint
ALTER TABLE "scratch_card_types" ADD CONSTRAINT "scratch_card_types_item_id_diamond_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."diamond_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_type_id_scratch_card_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."scratch_card_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_exchange_id_diamond_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."diamond_exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_card_types_seed_key" ON "scratch_card_types" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_card_types_item" ON "scratch_card_types" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_card_types_table_key" ON "scratch_card_types" USING btree ("table_key");--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_cards_exchange" ON "scratch_cards" USING btree ("exchange_id");--> statement-breakpoint
CREATE INDEX "scratch_cards_user_idx" ON "scratch_cards" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "scratch_cards_claimed_idx" ON "scratch_cards" USING btree ("user_id","claimed_at");
