-- The console's scratch-card types (issue 29, docs/scratch.md "Console"): when a type was first put on
-- sale. Until then an admin may still replace its prizes (nothing has drawn from its table); after,
-- only weights change, on the odds page with a second admin. Types already on sale count from creation.
ALTER TABLE "scratch_card_types" ADD COLUMN "first_on_sale_at" timestamp with time zone;--> statement-breakpoint
UPDATE "scratch_card_types" SET "first_on_sale_at" = "created_at" WHERE "active" = true;
