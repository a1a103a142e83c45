import { useId, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { toast } from "~/components/ui/toast";
import { WEBVTT_MAX_LABEL } from "~/lib/webvtt";
import type { AdminTabData } from "../tab-loaders.server";
import { chapterEditForm } from "../schemas";
import { chapterKindOf } from "../uploads";
import { AdminForm } from "./admin-form";
import { formatDuration } from "./format";
import { uploadFile } from "./upload-file";
import { useAdminAction } from "./use-admin-action";
import { useUnsavedUploads } from "./use-unsaved-uploads";

const CHAPTERS_TAB = "/admin?tab=chapters";

/** The Chapters tab with the edit form open for one chapter. */
export function editChapterHref(chapterId: string): string {
  return `/admin?${new URLSearchParams({ tab: "chapters", edit: chapterId })}#edit-chapter`;
}

type EditedChapter = NonNullable<AdminTabData<"chapters">["editing"]>;

/**
 * Renames, moves or replaces the file of one chapter without deleting it.
 * A page of its own (`?tab=chapters&edit=`), so the title and position
 * are saved by a plain form post without JavaScript too; the replacement
 * file goes through the upload route first, as when adding a chapter.
 */
export function ChapterEditCard({ chapter }: { chapter: EditedChapter }) {
  const id = useId();
  const navigate = useNavigate();
  const kind = chapterKindOf(chapter.productType) ?? "audio";
  const unit = kind === "video" ? "lesson" : "chapter";
  const [filePath, setFilePath] = useState("");
  const [fileName, setFileName] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const uploads = useUnsavedUploads();
  const save = useAdminAction(() => {
    uploads.saved();
    navigate(CHAPTERS_TAB);
  });

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (filePath) uploads.dropped(filePath);
    setFilePath("");
    setFileName("");
    setProgress(0);
    try {
      const uploaded = await uploadFile(
        `/admin/uploads/${kind}?${new URLSearchParams({ productId: chapter.productId, name: file.name })}`,
        file,
        setProgress,
      );
      uploads.uploaded(uploaded.key);
      setFilePath(uploaded.key);
      setFileName(file.name);
      toast.success("File uploaded successfully");
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
      setFileInputKey((k) => k + 1);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section
      id="edit-chapter"
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-6 rounded-xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={`${id}-heading`} className="font-display text-xl font-semibold">
            Edit {unit}
          </h3>
          <p className="text-sm text-muted-foreground">
            {chapter.productName}: {unit} {chapter.position} of {chapter.chapterCount},{" "}
            {formatDuration(chapter.duration)}
          </p>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to={CHAPTERS_TAB}>Close</Link>
        </Button>
      </div>
      <AdminForm action={save} intent="chapter.update" className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <input type="hidden" name={chapterEditForm.name("id")} value={chapter.id} />
        {/* A replacement's storage key (the file itself went to /admin/uploads); empty keeps the current file. */}
        <input type="hidden" name={chapterEditForm.name("filePath")} value={filePath} />
        <div className="space-y-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            name={chapterEditForm.name("title")}
            required
            maxLength={300}
            defaultValue={chapter.title}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-position`}>Position</Label>
          <Input
            id={`${id}-position`}
            name={chapterEditForm.name("position")}
            type="number"
            min="1"
            max={chapter.chapterCount}
            step="1"
            required
            defaultValue={chapter.position}
            aria-describedby={`${id}-position-hint`}
          />
          <p id={`${id}-position-hint`} className="text-sm text-muted-foreground">
            1 to {chapter.chapterCount}. The others move along and are numbered in order.
          </p>
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor={`${id}-file`}>{kind === "video" ? "Replace the video file" : "Replace the audio file"}</Label>
          <Input
            key={fileInputKey}
            id={`${id}-file`}
            type="file"
            accept={kind === "video" ? "video/mp4,video/webm" : "audio/*"}
            disabled={progress !== null}
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
            {fileName
              ? `${fileName} replaces the current file when you save; its length is read from it.`
              : "Optional. Leave it empty to keep the current file. Progress and bookmarks stay with the chapter."}
          </p>
          {progress !== null ? <Progress value={progress} label={`${unit} upload`} /> : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.pending || progress !== null}>
            {save.pending ? "Saving..." : "Save changes"}
          </Button>
          <Button asChild variant="outline">
            <Link to={CHAPTERS_TAB}>Cancel</Link>
          </Button>
        </div>
      </AdminForm>
      <CaptionsUpload chapter={chapter} unit={unit} />
    </section>
  );
}

/** A chapter's WebVTT transcript, attached as soon as it is uploaded (shown in the player, a track on a video). */
function CaptionsUpload({ chapter, unit }: { chapter: EditedChapter; unit: "chapter" | "lesson" }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    try {
      await uploadFile(`/admin/uploads/captions?${new URLSearchParams({ chapterId: chapter.id })}`, file, setProgress);
      toast.success("Transcript saved");
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setProgress(null);
      setFileInputKey((k) => k + 1);
    }
  }

  return (
    <div className="mt-6 space-y-2 border-t border-border pt-5">
      <Label htmlFor={`${id}-captions`}>Transcript or captions (WebVTT)</Label>
      <Input
        key={fileInputKey}
        id={`${id}-captions`}
        type="file"
        accept=".vtt,text/vtt"
        disabled={progress !== null}
        aria-describedby={`${id}-captions-hint`}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <p id={`${id}-captions-hint`} className="text-sm text-muted-foreground">
        {chapter.hasCaptions
          ? `This ${unit} has a transcript. A new .vtt file replaces it.`
          : unit === "lesson"
            ? `A .vtt file, up to ${WEBVTT_MAX_LABEL}, shown as captions on the video.`
            : `A .vtt file, up to ${WEBVTT_MAX_LABEL}, shown under the player with the line being read highlighted.`}
      </p>
      {progress !== null ? <Progress value={progress} label="Transcript upload" /> : null}
    </div>
  );
}
