/**
 * The words of the emails about a subscription's billing and an
 * unfinished checkout (issue 39). `{placeholders}` are filled in when the
 * email is written; each email's button carries its link apart from the
 * words.
 */
export const CARD_UPDATE_EMAIL = {
  subject: "Update your card: your Rerouted payment did not go through",
  paragraphs: [
    "The latest payment for your {items} subscription did not go through. Your access stays open while the payment is tried again on {retryDate}.",
    "To keep it without a break, update your card: the button below opens your billing page once you are signed in.",
  ],
  action: "Update your card",
} as const;

export const ABANDONED_CHECKOUT_EMAIL = {
  subject: "Your order is waiting",
  paragraphs: [
    "You started an order for {items} on Rerouted and did not finish it. It is still waiting for you: the button below reopens the checkout with the same items.",
    "The link works until {expiryDate}. If you have already bought it another way, please ignore this email.",
  ],
  action: "Complete my order",
  reason: "You receive this email because you started a checkout on Rerouted and agreed to hear from us.",
} as const;
