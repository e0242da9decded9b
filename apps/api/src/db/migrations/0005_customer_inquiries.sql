CREATE TABLE "customer_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" bigint NOT NULL,
	"contact_id" bigint,
	"inquiry_type_id" smallint NOT NULL,
	"inquiry_sub_type_id" smallint,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_inquiries_type_check" CHECK ("customer_inquiries"."inquiry_type_id" in (1, 2)),
	CONSTRAINT "customer_inquiries_sub_type_check" CHECK ("customer_inquiries"."inquiry_sub_type_id" is null or "customer_inquiries"."inquiry_sub_type_id" between 1 and 15),
	CONSTRAINT "customer_inquiries_status_check" CHECK ("customer_inquiries"."status_id" between 1 and 11),
	CONSTRAINT "customer_inquiries_contact_check" CHECK ("customer_inquiries"."inquiry_type_id" <> 1 or "customer_inquiries"."contact_id" is not null)
);
--> statement-breakpoint
CREATE INDEX "customer_inquiries_user_status_idx" ON "customer_inquiries" USING btree ("user_id","status_id");--> statement-breakpoint
CREATE INDEX "customer_inquiries_organization_idx" ON "customer_inquiries" USING btree ("organization_id");--> statement-breakpoint
-- Written by hand (like 0004 and 0007): the users and organisations foreign keys. company_id and contact_id point into
-- the data platform, whose tables a data load replaces: they are checked at insert time, not by a foreign key.
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
