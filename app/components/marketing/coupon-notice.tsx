import type { OfferId } from "~/content/offers";
import type { VisitorCoupon } from "~/lib/coupons";
import { formatDollars } from "~/lib/format-price";
import { useOffers, useVisitorCoupon } from "~/lib/site-content-context";

/**
 * The line a visitor who came with a good `?coupon=` link sees above every
 * page: the code, what it takes off and the offers' prices with it, which
 * are the prices their checkout charges. An expired, used-up or unknown
 * code shows nothing (the root loader gives no coupon).
 */
export function CouponNotice() {
  const coupon = useVisitorCoupon();
  // No coupon on an error page, whose layout has no site settings to read the offers from.
  return coupon ? <CouponLine coupon={coupon} /> : null;
}

function CouponLine({ coupon }: { coupon: VisitorCoupon }) {
  const offers = useOffers();
  const prices = (Object.keys(coupon.prices) as OfferId[]).map((id) => {
    const price = coupon.prices[id]!;
    return `${offers[id].label} ${formatDollars(price.price)} (was ${formatDollars(price.was)})`;
  });
  return (
    <div role="status" className="border-b border-border bg-accent/10 px-4 py-2 text-center text-sm">
      <strong className="font-semibold">{`Coupon ${coupon.code}:`}</strong> {`${coupon.summary}. ${prices.join(", ")}.`}
    </div>
  );
}
