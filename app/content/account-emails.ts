/**
 * The words of the emails about an account and its library (password
 * links, access, new chapters): the owner's in the Pages tab's "Account
 * emails". A `{token}` is filled in when the email is written; each
 * email's button carries its link apart from the words.
 */
/** How every email, to a lead or a member, opens: with the reader's name, or without one the site may show. */
export const EMAIL_GREETING = {
  named: "Hi {name},",
  unnamed: "Hi there,",
} as const;

export const ACCOUNT_EMAILS = {
  passwordReset: {
    subject: "Reset your Rerouted password",
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of your Rerouted account.",
      "The link below works for one hour. If you did not ask for this, you can ignore this email: your password stays as it is.",
    ],
    action: "Choose a new password",
  },
  welcome: {
    subject: "Welcome to Rerouted: choose your password",
    paragraphs: [
      "Thank you for your purchase. We have opened a Rerouted account for you with this email address, and what you bought is already in your library.",
      'Choose a password to sign in, or skip the password and sign in with a passkey: the fingerprint, face or screen lock of your phone or computer. Both links work for one hour; after that, use "Forgot your password?" on the sign-in page with this email address.',
    ],
    action: "Choose my password",
    passkeyTitle: "Or skip the password",
    passkeyAction: "Sign in with a passkey",
  },
  adminConfirm: {
    subject: "Confirm your email for Rerouted",
    paragraphs: [
      "An account was created on Rerouted with this email address, which is listed as an administrator of the site.",
      "To confirm that the address is yours, choose the account's password with the link below; the admin area opens once it is set, and any password or sign-in from before stops working. The link works for one hour. If you did not sign up, you can ignore this email: the account stays without admin rights.",
    ],
    action: "Confirm my email",
  },
  signUpTaken: {
    subject: "Someone tried to create a Rerouted account with your address",
    paragraphs: [
      "Someone tried to create a Rerouted account with this email address, which already has one.",
      "If it was you, sign in with your password, or choose a new one with the link below (it works for one hour). If it was not you, you can ignore this email: nothing has changed.",
    ],
    action: "Choose a new password",
  },
  newChapter: {
    subject: "New Chapter: {title}",
    paragraphs: [
      'A new chapter of {product} is ready for you: "{title}" ({duration}).',
      "It is waiting in your library, and your place in the earlier chapters is saved.",
    ],
    action: "Open my library",
  },
  accountDeleted: {
    subject: "Your Rerouted account has been deleted",
    paragraphs: [
      "As you asked, your Rerouted account has been deleted, with your library, your listening progress, your bookmarks and anything you sent us through the site's forms. You are signed out everywhere.",
      "The records of your orders are kept, as the law requires for bookkeeping. If you did not ask for this, please contact us through the site right away.",
    ],
  },
  accessGranted: {
    subject: "Access Granted: {product}",
    paragraphs: ["You now have access to {product}. You will find it in your library whenever you sign in."],
    action: "Open my library",
  },
};

/**
 * The words of the emails about an order (issue 39): the receipt, the
 * shipping notice and the refund notice. The order's own lines (items,
 * totals, address, tracking link) are filled in apart from these words.
 */
export const ORDER_EMAILS = {
  receipt: {
    subject: "Your Rerouted order {order}",
    paragraphs: ["Thank you for your order. This is your receipt; keep it for your records."],
    itemsTitle: "What you bought",
    totalsTitle: "Payment",
    addressTitle: "Shipping to",
    shipsNote: "We will email you the tracking link as soon as your copy is on its way.",
    action: "Open my library",
  },
  shipped: {
    subject: "Your copy of Rerouted is on its way",
    paragraphs: ["Good news: your order {order} left us today with {carrier}, tracking number {tracking}."],
    addressTitle: "Shipping to",
    action: "Track my parcel",
  },
  refund: {
    subject: "Your refund for Rerouted order {order}",
    paragraphs: [
      "We have refunded your order {order}. The money goes back to the card you paid with; banks usually show it within 5 to 10 business days.",
      "The access that came with this order has ended. If you have any question, just reply to this email.",
    ],
  },
};
