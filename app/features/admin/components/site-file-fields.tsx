import { ArrowDown, ArrowUp, FileText, Plus, Trash as Trash2 } from "~/components/ui/icons";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { BOOK_IMAGES, VIDEO_POSTERS } from "~/content/images";
import { MAX_REVIEWS, SITE_FIELD_LABELS, type SiteField } from "~/lib/site-forms";
import { resolveShareCard, resolveSiteImage } from "~/lib/site-images";
import { UPLOAD_LIMITS } from "../uploads";
import { PlaceholderBadge, SettingsField } from "./settings-field";
import { useUpload } from "./upload-file";

const FILE_INPUT =
  "block w-full scroll-mt-28 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground";

/**
 * What each kind of Site tab image is uploaded to, and how its preview is
 * found: a photo (author, cover, review) and a video's poster are scaled
 * WebP and AVIF, the share card a 1200 x 630 JPEG (see site-image.server.ts).
 */
const IMAGE_KINDS = {
  photo: { route: "/admin/uploads/site-image", preview: (url: string) => resolveSiteImage(url, BOOK_IMAGES.cover, "") },
  poster: {
    route: "/admin/uploads/site-image?shape=poster",
    preview: (url: string) => resolveSiteImage(url, VIDEO_POSTERS.bookTrailer, ""),
  },
  shareCard: { route: "/admin/uploads/share-card", preview: (url: string) => resolveShareCard(url, "") },
} as const;

/** An image setting: the current image, and a file input that uploads a replacement at once. */
export function ImageField(props: {
  name: string;
  label: string;
  initial: string;
  error?: string;
  placeholder: boolean;
  kind?: keyof typeof IMAGE_KINDS;
}) {
  const kind = IMAGE_KINDS[props.kind ?? "photo"];
  const [url, setUrl] = useState(props.initial);
  const { progress, error: uploadError, upload } = useUpload(kind.route);
  const preview = kind.preview(url);
  const error = uploadError ?? props.error;
  const errorId = `${props.name}-error`;
  const uploaded = url.startsWith("/media/");

  async function onFile(file: File | undefined) {
    const stored = await upload(file);
    if (stored) setUrl(stored.key);
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
            className={FILE_INPUT}
          />
          {progress !== null ? (
            <Progress value={progress} aria-label={`Uploading ${props.label.toLowerCase()}`} />
          ) : null}
          <p className="text-xs text-muted-foreground">
            {props.kind === "shareCard"
              ? uploaded
                ? "1200 × 630 JPEG, as social networks show it"
                : "JPEG, PNG, WebP or AVIF, up to 10 MB: cropped to 1200 × 630"
              : uploaded
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

interface ReviewRow {
  /** Keeps each row's upload and typed caption with it when rows move. */
  id: number;
  image: string;
  caption: string;
}

/**
 * The book page's review screenshots: the owner adds, removes and reorders
 * them; each needs its caption, which screen readers read as its alt text.
 * The form posts the rows in the order shown (reviews.0, reviews.1, ...).
 */
export function ReviewList(props: {
  initial: readonly { image: string; caption: string }[];
  errorOf: (name: SiteField) => string | undefined;
}) {
  const [rows, setRows] = useState<ReviewRow[]>(() => props.initial.map((review, id) => ({ id, ...review })));
  const nextId = useRef(props.initial.length);
  const move = (from: number, to: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });

  return (
    <div className="space-y-4 md:col-span-2">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No reviews yet: the book page shows its reviews section once you add one.
        </p>
      ) : (
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const image = `reviews.${index}.image` as SiteField;
            const caption = `reviews.${index}.caption` as SiteField;
            const n = index + 1;
            return (
              <li key={row.id} className="space-y-3 rounded-lg border border-border p-4">
                <div className="space-y-4 md:grid md:grid-cols-2 md:gap-5 md:space-y-0">
                  <ImageField
                    name={image}
                    label={SITE_FIELD_LABELS[image]}
                    initial={row.image}
                    error={props.errorOf(image)}
                    placeholder={false}
                  />
                  <SettingsField
                    name={caption}
                    label={SITE_FIELD_LABELS[caption]}
                    defaultValue={row.caption}
                    error={props.errorOf(caption)}
                    rows={2}
                    hint="Required: what the review says, read to readers who cannot see the image."
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move review ${n} up`}
                  >
                    <ArrowUp aria-hidden /> Up
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move review ${n} down`}
                  >
                    <ArrowDown aria-hidden /> Down
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setRows((current) => current.filter((other) => other.id !== row.id))}
                    aria-label={`Remove review ${n}`}
                  >
                    <Trash2 aria-hidden /> Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        type="button"
        variant="secondary"
        disabled={rows.length >= MAX_REVIEWS}
        onClick={() => setRows((current) => [...current, { id: nextId.current++, image: "", caption: "" }])}
      >
        <Plus aria-hidden /> Add a review
      </Button>
      {rows.length >= MAX_REVIEWS ? (
        <p className="text-sm text-muted-foreground">The book page shows up to {MAX_REVIEWS} reviews.</p>
      ) : null}
    </div>
  );
}

/**
 * The assessment's free chapter: a PDF uploaded to the site (checked by
 * its first bytes on the server). Until there is one, the assessment's exit
 * dialog stays closed.
 */
export function LeadMagnetField(props: { initial: string; error?: string }) {
  const name = "leadMagnetPdf" satisfies SiteField;
  const [url, setUrl] = useState(props.initial);
  const { progress, error: uploadError, upload } = useUpload("/admin/uploads/lead-magnet");
  const error = uploadError ?? props.error;
  const errorId = `${name}-error`;

  async function onFile(file: File | undefined) {
    const stored = await upload(file);
    if (stored?.url) setUrl(stored.url);
  }

  return (
    <div className="space-y-2 md:col-span-2">
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <Label htmlFor={name}>{SITE_FIELD_LABELS[name]}</Label>
        {url === "" ? <PlaceholderBadge /> : null}
      </div>
      {url ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <FileText aria-hidden className="size-5 text-highlight" />
          <a href={url} download className="font-medium underline underline-offset-4">
            {url.replace(/^\/media\/site\/\d+-/, "")}
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => setUrl("")}>
            <Trash2 aria-hidden /> Remove the PDF
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          None yet: the assessment offers no download until you upload one.
        </p>
      )}
      <input
        id={name}
        type="file"
        accept="application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : `${name}-hint`}
        onChange={(event) => void onFile(event.target.files?.[0])}
        className={FILE_INPUT}
      />
      {progress !== null ? <Progress value={progress} aria-label="Uploading the free chapter PDF" /> : null}
      <p id={`${name}-hint`} className="text-xs text-muted-foreground">
        A PDF, up to {UPLOAD_LIMITS.pdf.label}. Offered in the assessment's exit dialog.
      </p>
      <input type="hidden" name={name} value={url} />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
