// The consent feature's public surface (browser-safe): the banner, the
// footer's button, and what the pixels wait for.
export { ConsentBanner, CookieSettingsButton, useConsentState } from "./components/consent-banner";
export { resolveConsent } from "./consent-state";
