import { z } from "zod";

/**
 * What the hosted cart reports for an order. A purchase names the products
 * it unlocks (product ids from the admin's Products tab); a refund needs
 * only the order id, and revokes what that order granted.
 */
export const purchaseEventSchema = z
  .object({
    orderId: z.string().trim().min(1, "orderId is required").max(200),
    email: z.string().trim().toLowerCase().pipe(z.email("email must be the buyer's email")),
    name: z.string().trim().max(200).default(""),
    productIds: z.array(z.uuid("productIds must be product ids")).max(50).default([]),
    refunded: z.boolean().default(false),
  })
  .refine((event) => event.refunded || event.productIds.length > 0, {
    message: "A purchase needs at least one product id",
    path: ["productIds"],
  });

/** A buyer's name as first and last name for the account's profile; the email's local part when no name was sent. */
export function splitBuyerName(name: string, email: string): { firstName: string; lastName: string } {
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: email.split("@")[0] ?? email, lastName: "" };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(" ") };
}
