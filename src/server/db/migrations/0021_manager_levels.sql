-- Hand-edited (issue 41 item 3): each manager fills one doctor slot (tbm, abm, rbm, sm); existing managers take the
-- level their code starts with (TBM-, ABM-, RBM-, SM-), any other code territory (tbm) for staff to correct.
ALTER TABLE "managers" ADD COLUMN "level" text;--> statement-breakpoint
UPDATE "managers" SET "level" = CASE
    WHEN upper("code") LIKE 'ABM%' THEN 'abm'
    WHEN upper("code") LIKE 'RBM%' THEN 'rbm'
    WHEN upper("code") LIKE 'SM%' THEN 'sm'
    ELSE 'tbm'
  END;--> statement-breakpoint
ALTER TABLE "managers" ALTER COLUMN "level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
