import { erasureMessage, eraseSubject, findSubject } from "~/features/data-rights/index.server";
import { applyReplay, markOrderShipped } from "~/features/purchases/index.server";
import { createCoupon, stopCoupon, stripeClient } from "~/features/stripe/index.server";
import type { Services } from "~/services.server";
import { resetFeedOfGrant } from "~/features/podcast-feed/index.server";
import { GrantError, grantAccess, revokeAccess } from "./access.server";
import { refuseErasure, removeAccount, setAdminRole, type AccountChange } from "./account-changes.server";
import { ChapterError, createChapter, deleteChapter, updateChapter } from "./chapters.server";
import { invalidateAggregates } from "./aggregate-cache.server";
import { discardUpload } from "./discard-upload.server";
import { retryEmail } from "./emails.server";
import { deleteProduct, saveProduct, setProductActive } from "./products.server";
import type { AdminActionResult } from "./action-result";
import type { AdminAction } from "./schemas";

const done = (message: string): AdminActionResult => ({ ok: true, message });
const failed = (message: string, title?: string): AdminActionResult => ({ ok: false, message, title });

/** An account change's toast: `success` when done, else the refusal's sentence. */
const accountAnswer = (change: AccountChange, success: string): AdminActionResult =>
  change.result === "done"
    ? done(success)
    : failed(change.result === "missing" ? "This account no longer exists" : change.message);

/**
 * Runs one admin action (already validated and authorised: `actorId` is
 * the admin's own account) and answers with SPEC section 8's toast.
 * Failures the original left unhandled get a destructive toast too.
 */
export async function runAdminAction(
  action: AdminAction,
  services: Services,
  actorId: string,
): Promise<AdminActionResult> {
  try {
    return await applyAdminAction(action, services, actorId);
  } finally {
    invalidateAggregates();
  }
}

async function applyAdminAction(action: AdminAction, services: Services, actorId: string): Promise<AdminActionResult> {
  const { db, storage, config } = services;
  const libraryUrl = `${config.baseUrl}/dashboard`;
  switch (action.intent) {
    case "product.save": {
      const outcome = await saveProduct({ db, storage, form: action });
      if (outcome === "missing") return failed("This product no longer exists");
      if (outcome === "file-missing") return failed("Upload the document again");
      return done(outcome === "created" ? "Product created successfully" : "Product updated successfully");
    }
    case "product.toggle":
      return (await setProductActive(db, action.id, action.isActive))
        ? done(action.isActive ? "Product activated" : "Product deactivated")
        : failed("This product no longer exists");
    case "product.delete":
      return (await deleteProduct({ db, storage, id: action.id }))
        ? done("Product deleted")
        : failed("This product no longer exists");
    case "chapter.create":
      try {
        const { notified } = await createChapter({ db, storage, form: action, libraryUrl });
        return done(notified > 0 ? "Chapter added and users notified!" : "Chapter added successfully");
      } catch (error) {
        if (error instanceof ChapterError) return failed(error.message);
        throw error;
      }
    case "chapter.update":
      try {
        return (await updateChapter({ db, storage, form: action })) === "updated"
          ? done("Chapter updated")
          : failed("This chapter no longer exists");
      } catch (error) {
        if (error instanceof ChapterError) return failed(error.message);
        throw error;
      }
    case "chapter.delete":
      return (await deleteChapter({ db, storage, id: action.id }))
        ? done("Chapter deleted")
        : failed("This chapter no longer exists");
    case "access.grant":
      try {
        await grantAccess({ db, email: action.email, productId: action.productId, libraryUrl });
        return done("Access granted and user notified!");
      } catch (error) {
        if (error instanceof GrantError) return failed(error.message, "Error granting access");
        throw error;
      }
    case "access.revoke":
      return (await revokeAccess(db, action.id)) ? done("Access revoked") : failed("This access is already revoked");
    case "feed.reset":
      return (await resetFeedOfGrant(db, action.id))
        ? done("Feed reset: the old link no longer works")
        : failed("This buyer has no feed link to reset");
    case "email.retry":
      return (await retryEmail(db, action.id)) ? done("Email queued again") : failed("This email was already sent");
    case "order.replay": {
      const outcome = await applyReplay(services, action.orderId);
      if (!outcome) return failed("This order no longer exists");
      if (outcome.result === "duplicate") return failed("This order does not need attention");
      if (outcome.result === "needs_attention") return failed(outcome.note ?? "", "Still needs attention");
      return done(outcome.granted > 0 ? "Order granted and buyer notified" : "Order granted");
    }
    case "order.ship": {
      const outcome = await markOrderShipped(db, action);
      if (outcome === "shipped") return done("Marked as shipped; the buyer was emailed the tracking link");
      if (outcome === "already_shipped") return failed("This order was already marked as shipped");
      if (outcome === "not_shippable") return failed("This order has nothing to ship, or was refunded");
      if (outcome === "no_tracking_page") return failed("Give the https:// page where the buyer can track the parcel");
      return failed("This order no longer exists");
    }
    case "user.promote":
    case "user.demote": {
      const admin = action.intent === "user.promote";
      const change = await setAdminRole({ db, actorId, userId: action.id, admin, adminEmails: config.adminEmails });
      return accountAnswer(change, admin ? "Admin rights granted" : "Admin rights removed");
    }
    case "user.anonymise":
    case "user.delete": {
      const mode = action.intent === "user.delete" ? "delete" : "anonymise";
      const change = await removeAccount({ db, actorId, userId: action.id, mode });
      return accountAnswer(change, mode === "delete" ? "Account deleted" : "Account anonymised");
    }
    case "data.erase": {
      const outcome = await eraseSubject(
        db,
        await findSubject(db, action.email),
        { by: "admin", adminId: actorId },
        { refuse: (tx, userId) => refuseErasure(tx, userId, actorId) },
      );
      return outcome.result === "done" ? done(erasureMessage(outcome)) : failed(outcome.message);
    }
    case "coupon.create": {
      if (!config.stripe) return failed("Connect Stripe first: coupons are Stripe promotion codes");
      const { offers } = (await services.siteContent.fresh()).content;
      const { intent: _intent, ...coupon } = action;
      if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) return failed("The last day has passed");
      const outcome = await createCoupon(db, stripeClient(config.stripe), offers, coupon);
      return outcome.result === "created" ? done(`Coupon ${coupon.code} created`) : failed(outcome.message);
    }
    case "coupon.stop": {
      if (!config.stripe) return failed("Connect Stripe first: coupons are Stripe promotion codes");
      const outcome = await stopCoupon(db, stripeClient(config.stripe), action.code);
      if (outcome === "missing") return failed("This coupon does not exist");
      if (outcome === "already") return failed("This coupon was already stopped");
      return done(`Coupon ${action.code} stopped`);
    }
    case "upload.discard":
      return (await discardUpload({ db, storage, key: action.upload })) === "removed"
        ? done("Upload discarded")
        : failed("This file is in use");
  }
}
