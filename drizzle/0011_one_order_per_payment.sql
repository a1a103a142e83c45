CREATE UNIQUE INDEX "purchase_orders_payment_uq" ON "purchase_orders" USING btree ("provider","payment_ref");--> statement-breakpoint
DROP INDEX "purchase_orders_payment_idx";
