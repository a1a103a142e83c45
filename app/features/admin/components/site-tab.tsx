import { useRef, type ComponentProps } from "react";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { JOURNEY_LINKS, SITE_VIDEOS, SOCIAL_NETWORKS } from "~/content/site";
import { CONSENT_REGIONS, type ConsentRegion } from "~/lib/consent-regions";
import { MAX_REVIEWS, SITE_FIELD_LABELS, siteForm, type SiteField } from "~/lib/site-forms";
import { adminTabHref } from "../tabs";
import type { AdminTabData } from "../tab-loaders.server";
import { PanelHeader } from "./panel";
import { SettingsField, SettingsSection } from "./settings-field";
import { ImageField, LeadMagnetField, ReviewList } from "./site-file-fields";
import { useUpload } from "./upload-file";
import { AdminForm } from "./admin-form";
import { useAdminAction } from "./use-admin-action";

const VIDEO_HINT = "A YouTube, Vimeo or Loom link or id, or upload an MP4 or WebM file below.";
const ALT_HINT = "Required for your own image: what it shows, read to readers who cannot see it.";

/** The Site tab: the author's identity, addresses, links, videos and images every page reads. */
export function SiteTab({ data }: { data: AdminTabData<"site"> }) {
  const save = useAdminAction(undefined, (typed) => typed.intent === "site.save");
  // The same form as the server's, before sending; an invalid form is not posted.
  const form = useFormValidation(siteForm, save.reply);
  const placeholders = new Set(data.placeholders);
  // After a refused save without JavaScript the page comes back with what was typed, not what is saved.
  const valueOf = (name: SiteField) => save.reply?.values?.[name] ?? data.values[name];

  const field = (name: SiteField, extra: Partial<Parameters<typeof SettingsField>[0]> = {}) => (
    <SettingsField
      key={name}
      name={name}
      label={SITE_FIELD_LABELS[name]}
      defaultValue={valueOf(name)}
      error={form.errorOf(name)}
      placeholder={placeholders.has(name)}
      {...extra}
    />
  );
  const image = (name: SiteField, kind?: ComponentProps<typeof ImageField>["kind"]) => (
    <ImageField
      key={name}
      name={name}
      label={SITE_FIELD_LABELS[name]}
      initial={valueOf(name)}
      error={form.errorOf(name)}
      // An image uploaded before a refused save is no longer the placeholder.
      placeholder={placeholders.has(name) && valueOf(name) === data.values[name]}
      kind={kind}
    />
  );
  // The review rows as saved, or as typed before a refused save.
  const reviews = Array.from({ length: MAX_REVIEWS }, (_, i) => ({
    image: valueOf(`reviews.${i}.image` as SiteField) ?? "",
    caption: valueOf(`reviews.${i}.caption` as SiteField) ?? "",
  })).filter((review) => review.image || review.caption);

  return (
    <div>
      <PanelHeader
        title="Site"
        description="The author, addresses, links, videos and images every page shows. Saved changes appear on the site within seconds."
      />
      <AdminForm
        action={save}
        intent="site.save"
        to={adminTabHref("site")}
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-6"
        aria-label="Site settings"
      >
        <SettingsSection title="Author">
          {field("authorName")}
          <div className="md:row-span-2">
            {field("authorBio", { rows: 6, hint: "Separate paragraphs with a blank line." })}
          </div>
          <div className="space-y-4">
            {image("authorPhoto")}
            {field("authorPhotoAlt", { hint: ALT_HINT, placeholder: false })}
          </div>
          <div className="space-y-4">
            {image("bookCover")}
            {field("bookCoverAlt", { hint: ALT_HINT, placeholder: false })}
          </div>
        </SettingsSection>
        <SettingsSection title="Addresses" description="Where replies to emails go, and the site's public address.">
          {field("supportEmail", { type: "email", hint: "Shown on the site and used as the Reply-To of every email." })}
          {field("siteUrl", {
            type: "url",
            hint: "The canonical https address: search engines, social cards and the sitemap use it.",
          })}
        </SettingsSection>
        <SettingsSection
          title="Business"
          description="Named on the legal pages and at the foot of every marketing email, as anti-spam law requires."
        >
          {field("businessName", { hint: "The person or company that runs the site, as on your invoices." })}
          {field("postalAddress", {
            rows: 3,
            hint: "A street address or post office box where you receive mail.",
          })}
        </SettingsSection>
        <SettingsSection
          title="Privacy"
          description="When the Meta pixel or Google Analytics is set up, a banner asks visitors before either loads."
        >
          <ConsentRegionField defaultValue={valueOf("consentRegion")} error={form.errorOf("consentRegion")} />
        </SettingsSection>
        <SettingsSection
          title="Tax"
          description="Set up Stripe Tax in your Stripe Dashboard first (Settings > Tax: your business address and where you are registered to collect tax)."
        >
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              id="stripeTax"
              name="stripeTax"
              defaultChecked={valueOf("stripeTax") === "true" || valueOf("stripeTax") === "on"}
              aria-describedby="stripeTax-hint"
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              {SITE_FIELD_LABELS.stripeTax}
              <span id="stripeTax-hint" className="block text-muted-foreground">
                Stripe Checkout adds the tax due where the buyer is, and business buyers can enter their tax ID. Orders
                and receipts show the subtotal, tax and total.
              </span>
            </span>
          </label>
        </SettingsSection>
        <SettingsSection
          title="Social links"
          description="Each is optional: leave one empty and the site shows no link to that network."
        >
          {SOCIAL_NETWORKS.map((network) => field(`social.${network}`, { type: "url" }))}
        </SettingsSection>
        <SettingsSection title="Landing page offers" description="The three links under Take Your Journey Further.">
          {JOURNEY_LINKS.map((link) => field(`journeyLinks.${link}`, { type: "url" }))}
        </SettingsSection>
        <SettingsSection
          title="Videos"
          description="Each video shows its poster until a visitor plays it. Upload a still from the video (1280 × 720 fits best)."
        >
          {SITE_VIDEOS.map((video) => {
            const name = `videos.${video}` as const;
            return (
              <div key={name} className="space-y-4">
                <VideoField
                  name={name}
                  label={SITE_FIELD_LABELS[name]}
                  defaultValue={valueOf(name)}
                  error={form.errorOf(name)}
                  placeholder={placeholders.has(name)}
                  hint={VIDEO_HINT}
                />
                {image(`posters.${video}`, "poster")}
              </div>
            );
          })}
        </SettingsSection>
        <SettingsSection
          title="Share card"
          description="The picture Facebook, LinkedIn, X and messages show when someone shares a page of the site."
        >
          {image("shareCard", "shareCard")}
          {field("shareCardAlt", { hint: ALT_HINT, placeholder: false })}
        </SettingsSection>
        <SettingsSection
          title="Review images"
          description="Screenshots of real readers' reviews, shared with their permission, on the book page."
        >
          <ReviewList initial={reviews} errorOf={form.errorOf} />
        </SettingsSection>
        <SettingsSection title="Free chapter" description="The PDF the assessment offers a visitor about to leave.">
          <LeadMagnetField initial={valueOf("leadMagnetPdf")} error={form.errorOf("leadMagnetPdf")} />
        </SettingsSection>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.pending}>
            {save.pending ? "Saving..." : "Save site settings"}
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}

/**
 * A video setting: its link or id, typed or filled in by uploading a file
 * (MP4 or WebM), which the site then serves and plays itself.
 */
function VideoField(props: Omit<ComponentProps<typeof SettingsField>, "inputRef">) {
  const input = useRef<HTMLInputElement>(null);
  const { progress, error: uploadError, upload } = useUpload("/admin/uploads/site-video");
  // "the book trailer": the file input's name must not contain the field's label, which names the text input.
  const what = `the ${props.label.replace(/ video$/, "").toLowerCase()}`;
  const errorId = `${props.name}-upload-error`;

  async function onFile(file: File | undefined) {
    const uploaded = await upload(file);
    if (input.current && uploaded?.url) input.current.value = uploaded.url;
  }

  return (
    <div className="space-y-2">
      <SettingsField {...props} inputRef={input} />
      <input
        type="file"
        accept="video/mp4,video/webm"
        aria-label={`Upload a video file for ${what}`}
        aria-invalid={uploadError ? true : undefined}
        aria-describedby={uploadError ? errorId : undefined}
        onChange={(event) => void onFile(event.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground"
      />
      {progress !== null ? <Progress value={progress} aria-label={`Uploading the video file for ${what}`} /> : null}
      {uploadError ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {uploadError}
        </p>
      ) : null}
    </div>
  );
}

const CONSENT_REGION_CHOICES: Record<ConsentRegion, { label: string; hint: string }> = {
  everyone: { label: "Everyone", hint: "Every visitor sees the banner." },
  europe: {
    label: "Only visitors from the EU, EEA, UK and Switzerland",
    hint: "Others get the pixels without a banner. Needs the visitor's country from your proxy or CDN (COUNTRY_HEADER); a visitor whose country is unknown is asked.",
  },
};

/** Who the consent banner asks: radio buttons, each with what it means. */
function ConsentRegionField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <fieldset
      id="consentRegion"
      className="scroll-mt-28 space-y-3 md:col-span-2"
      aria-describedby={error ? "consentRegion-error" : undefined}
    >
      <legend className="text-sm font-medium">{SITE_FIELD_LABELS.consentRegion}</legend>
      {CONSENT_REGIONS.map((region) => (
        <label key={region} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name="consentRegion"
            value={region}
            defaultChecked={defaultValue === region}
            className="mt-1 size-4 shrink-0 accent-primary"
            aria-describedby={`consentRegion-${region}-hint`}
          />
          <span>
            <span className="font-medium">{CONSENT_REGION_CHOICES[region].label}</span>
            <span id={`consentRegion-${region}-hint`} className="block text-muted-foreground">
              {CONSENT_REGION_CHOICES[region].hint}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="consentRegion-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
