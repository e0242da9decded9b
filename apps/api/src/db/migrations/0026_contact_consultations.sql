-- Consultation credits (issue 17, docs/adr/024-credit-ledger.md "Consultation credits"). Written by hand.
-- One row per user and contact whose full details the user opened (the contact page), written with
-- `INSERT … ON CONFLICT DO NOTHING` in the same transaction as the consultation credit it takes: two tabs opening the
-- same contact at once insert one row and take one credit. Reloading the reference data (TRUNCATE … CASCADE) empties it.
CREATE TABLE "contact_consultations" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"contact_id" bigint NOT NULL REFERENCES "contacts"("id") ON DELETE CASCADE,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_consultations_pkey" PRIMARY KEY ("user_id", "contact_id")
);
