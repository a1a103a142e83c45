import { useRef, useState, type ComponentProps } from "react";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { BOOK_IMAGES } from "~/content/images";
import { JOURNEY_LINKS, SITE_VIDEOS, SOCIAL_NETWORKS } from "~/content/site";
import { SITE_FIELD_LABELS, siteForm, type SiteField } from "~/lib/site-forms";
import { resolveSiteImage } from "~/lib/site-images";
import { adminTabHref } from "../tabs";
import type { AdminTabData } from "../tab-loaders.server";
import { PanelHeader } from "./panel";
import { PlaceholderBadge, SettingsField, SettingsSection } from "./settings-field";
import { useUpload } from "./upload-file";
import { AdminForm } from "./admin-form";
import { useAdminAction } from "./use-admin-action";

const VIDEO_HINT = "A YouTube, Vimeo or Loom link or id, or upload an MP4 or WebM file below.";

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
  const image = (name: SiteField) => (
    <ImageField
      key={name}
      name={name}
      label={SITE_FIELD_LABELS[name]}
      initial={valueOf(name)}
      error={form.errorOf(name)}
      // An image uploaded before a refused save is no longer the placeholder.
      placeholder={placeholders.has(name) && valueOf(name) === data.values[name]}
    />
  );

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
          {image("authorPhoto")}
          {image("bookCover")}
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
          title="Social links"
          description="Each is optional: leave one empty and the site shows no link to that network."
        >
          {SOCIAL_NETWORKS.map((network) => field(`social.${network}`, { type: "url" }))}
        </SettingsSection>
        <SettingsSection title="Landing page offers" description="The three links under Take Your Journey Further.">
          {JOURNEY_LINKS.map((link) => field(`journeyLinks.${link}`, { type: "url" }))}
        </SettingsSection>
        <SettingsSection title="Videos">
          {SITE_VIDEOS.map((video) => {
            const name = `videos.${video}` as const;
            return (
              <VideoField
                key={name}
                name={name}
                label={SITE_FIELD_LABELS[name]}
                defaultValue={valueOf(name)}
                error={form.errorOf(name)}
                placeholder={placeholders.has(name)}
                hint={VIDEO_HINT}
              />
            );
          })}
        </SettingsSection>
        <SettingsSection title="Review images" description="Screenshots of readers' reviews on the book page.">
          {([0, 1, 2] as const).map((index) => (
            <div key={index} className="space-y-4 md:col-span-2 md:grid md:grid-cols-2 md:gap-5 md:space-y-0">
              {image(`reviews.${index}.image`)}
              {field(`reviews.${index}.caption`, { rows: 2, hint: "Also read aloud to screen-reader users." })}
            </div>
          ))}
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

/** An image setting: the current image, and a file input that uploads a replacement at once. */
function ImageField(props: { name: string; label: string; initial: string; error?: string; placeholder: boolean }) {
  const [url, setUrl] = useState(props.initial);
  const { progress, error: uploadError, upload } = useUpload("/admin/uploads/site-image");
  const preview = resolveSiteImage(url, BOOK_IMAGES.cover, "");
  const error = uploadError ?? props.error;
  const errorId = `${props.name}-error`;

  async function onFile(file: File | undefined) {
    const uploaded = await upload(file);
    if (uploaded) setUrl(uploaded.key);
  }

  return (
    <div className="space-y-2">
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <Label htmlFor={props.name}>{props.label}</Label>
        {props.placeholder && url === props.initial ? <PlaceholderBadge /> : null}
      </div>
      <div className="flex items-center gap-4">
        <img
          src={preview.src}
          width={preview.width}
          height={preview.height}
          alt=""
          className="h-20 w-auto max-w-24 shrink-0 rounded-md border border-border object-contain"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={props.name}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => void onFile(event.target.files?.[0])}
            className="block w-full scroll-mt-28 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground"
          />
          {progress !== null ? (
            <Progress value={progress} aria-label={`Uploading ${props.label.toLowerCase()}`} />
          ) : null}
          <p className="text-xs text-muted-foreground">
            {preview.avif
              ? `${preview.width} × ${preview.height}, WebP and AVIF`
              : "JPEG, PNG, WebP or AVIF, up to 10 MB"}
          </p>
        </div>
      </div>
      <input type="hidden" name={props.name} value={url} />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
