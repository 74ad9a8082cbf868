INSERT INTO "training_staff" ("training_id", "company_user_id", "role") SELECT "training_id", "company_user_id", 'instructor' FROM "training_instructors";--> statement-breakpoint
INSERT INTO "training_staff" ("training_id", "company_user_id", "role") SELECT "training_id", "company_user_id", 'registrarManager' FROM "training_registrar_managers";--> statement-breakpoint
DROP TABLE "training_instructors" CASCADE;--> statement-breakpoint
DROP TABLE "training_registrar_managers" CASCADE;
