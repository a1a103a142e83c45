import { Pencil, Trash as Trash2 } from "~/components/ui/icons";
import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import type { AdminChapter } from "../chapters.server";
import type { AdminTabData } from "../tab-loaders.server";
import { nextChapterNumber } from "../chapter-number";
import { chapterKindOf } from "../uploads";
import { chapterDeleteForm, chapterForm } from "../schemas";
import { formatDuration } from "./format";
import { DataTable, PanelHeader } from "./panel";
import { uploadFile, uploadWholeBook } from "./upload-file";
import { useUnsavedUploads } from "./use-unsaved-uploads";
import { AdminForm, confirmFirst } from "./admin-form";
import { ChapterEditCard, editChapterHref } from "./chapter-edit-card";
import { useAdminAction, type AdminActionState } from "./use-admin-action";

export function ChaptersTab({ data }: { data: AdminTabData<"chapters"> }) {
  // Owned here, not by the row: a deleted row unmounts before its toast could show.
  const remove = useAdminAction();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PanelHeader
        title="Chapters"
        description="Audio chapters of the audiobooks and lessons of the video products, by chapter number."
      />
      {data.editing ? <ChapterEditCard key={data.editing.id} chapter={data.editing} /> : null}
      <ChapterForm products={data.products} chapters={data.chapters} />
      <WholeBookUpload audiobooks={data.products.filter((p) => chapterKindOf(p.productType) === "audio")} />
      <DataTable
        caption="Chapters"
        head={["#", "Title", "Product", "Duration", ""]}
        empty={data.chapters.length === 0 ? "No chapters yet." : null}
      >
        {data.chapters.map((chapter) => (
          <ChapterRow key={chapter.id} chapter={chapter} remove={remove} />
        ))}
      </DataTable>
    </div>
  );
}

function ChapterForm({
  products,
  chapters,
}: {
  products: { id: string; name: string; productType: string }[];
  chapters: AdminChapter[];
}) {
  const id = useId();
  const [productId, setProductId] = useState("");
  const [title, setTitle] = useState("");
  const [chapterNumber, setChapterNumber] = useState("1");
  const [duration, setDuration] = useState("");
  // A length read from the file is the length: the server uses it whatever the field says.
  const [durationFromFile, setDurationFromFile] = useState(false);
  const [filePath, setFilePath] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const uploads = useUnsavedUploads();
  const kind = chapterKindOf(products.find((p) => p.id === productId)?.productType ?? "");
  const save = useAdminAction(() => {
    uploads.saved();
    setTitle("");
    setDuration("");
    setDurationFromFile(false);
    setFilePath("");
    setChapterNumber((n) => String(Number(n) + 1));
    setFileInputKey((k) => k + 1);
  });

  async function onFile(file: File | undefined) {
    if (!file || !productId || !kind) return;
    if (filePath) uploads.dropped(filePath);
    setFilePath("");
    setProgress(0);
    try {
      const uploaded = await uploadFile(
        `/admin/uploads/${kind}?${new URLSearchParams({ productId, name: file.name })}`,
        file,
        setProgress,
      );
      uploads.uploaded(uploaded.key);
      setFilePath(uploaded.key);
      // The server read these from the file; the title and number only fill empty or default fields.
      const media = uploaded.media;
      setDurationFromFile(media?.durationSeconds != null);
      if (media?.durationSeconds != null) setDuration(String(media.durationSeconds));
      if (media?.title) setTitle((current) => current.trim() || media.title!);
      if (media?.trackNumber) setChapterNumber(String(media.trackNumber));
      toast.success("File uploaded successfully");
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
      setFileInputKey((k) => k + 1);
    } finally {
      setProgress(null);
    }
  }

  const ready = productId && title.trim() && /^\d+$/.test(chapterNumber) && /^\d+$/.test(duration) && filePath;
  return (
    <AdminForm
      action={save}
      intent="chapter.create"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:grid-cols-2"
    >
      {/* The uploaded file's storage key; the file itself went to /admin/uploads. */}
      <input type="hidden" name={chapterForm.name("filePath")} value={filePath} />
      <div className="space-y-2">
        <Label htmlFor={`${id}-product`}>Product</Label>
        <Select
          name={chapterForm.name("productId")}
          value={productId}
          onValueChange={(value) => {
            setProductId(value);
            setChapterNumber(String(nextChapterNumber(chapters, value)));
            // A file uploaded for another product belongs under that product's folder.
            if (filePath) uploads.dropped(filePath);
            setFilePath("");
            setFileInputKey((k) => k + 1);
          }}
          required
        >
          <SelectTrigger id={`${id}-product`}>
            <SelectValue placeholder="Choose an audiobook or video" />
          </SelectTrigger>
          <SelectContent>
            {products.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          name={chapterForm.name("title")}
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-number`}>Chapter number</Label>
        <Input
          id={`${id}-number`}
          name={chapterForm.name("chapterNumber")}
          type="number"
          min="1"
          step="1"
          required
          value={chapterNumber}
          onChange={(e) => setChapterNumber(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-duration`}>Duration (seconds)</Label>
        <Input
          id={`${id}-duration`}
          name={chapterForm.name("duration")}
          type="number"
          min="0"
          step="1"
          required
          readOnly={durationFromFile}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
        />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor={`${id}-file`}>{kind === "video" ? "Video file" : "Audio file"}</Label>
        <Input
          key={fileInputKey}
          id={`${id}-file`}
          type="file"
          accept={kind === "video" ? "video/mp4,video/webm" : "audio/*"}
          disabled={!productId || progress !== null}
          aria-describedby={`${id}-file-hint`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          {productId
            ? kind === "video"
              ? "MP4 or WebM. The duration, title and lesson number are read from the file."
              : "The duration is read from the file."
            : "Choose a product first."}
        </p>
        {progress !== null ? (
          <Progress value={progress} label={kind === "video" ? "Video upload" : "Audio upload"} />
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!ready || save.pending}>
          {save.pending ? "Saving..." : "Save Chapter"}
        </Button>
      </div>
    </AdminForm>
  );
}

/**
 * An audiobook uploaded as one M4B or MP3 file: the server cuts it at its
 * embedded chapters and adds them after the product's chapters (decision 026).
 */
function WholeBookUpload({ audiobooks }: { audiobooks: { id: string; name: string }[] }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [productId, setProductId] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [splitting, setSplitting] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);

  async function onFile(file: File | undefined) {
    if (!file || !productId) return;
    setProgress(0);
    try {
      const uploaded = await uploadWholeBook(
        `/admin/uploads/book?${new URLSearchParams({ productId, name: file.name })}`,
        file,
        (percent) => {
          setProgress(percent);
          // Once the last byte is sent the server reads the chapters and cuts the file.
          setSplitting(percent === 100);
        },
      );
      const count = uploaded.chapters.length;
      toast.success(count === 1 ? "1 chapter added" : `${count} chapters added`);
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Upload failed", { description: (error as Error).message });
    } finally {
      setProgress(null);
      setSplitting(false);
      setFileInputKey((k) => k + 1);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h3 id={`${id}-heading`} className="font-display text-lg font-semibold">
          Upload a whole audiobook
        </h3>
        <p className="text-sm text-muted-foreground">
          One M4B or MP3 file with its chapters marked in it: each chapter becomes a chapter here, with its title and
          length.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-product`}>Audiobook</Label>
        <Select value={productId} onValueChange={setProductId}>
          <SelectTrigger id={`${id}-product`}>
            <SelectValue placeholder="Choose an audiobook" />
          </SelectTrigger>
          <SelectContent>
            {audiobooks.map((p) => (
              <SelectItem key={p.id} value={p.id}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-file`}>Audiobook file</Label>
        <Input
          key={fileInputKey}
          id={`${id}-file`}
          type="file"
          accept=".m4b,.m4a,.mp4,.mp3,audio/mp4,audio/mpeg"
          disabled={!productId || progress !== null}
          aria-describedby={`${id}-file-hint`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          {productId ? "M4B, MP4 audio or MP3, up to 2 GB." : "Choose an audiobook first."}
        </p>
      </div>
      {progress !== null ? (
        <div className="sm:col-span-2">
          <Progress value={progress} label="Audiobook upload" />
          {splitting ? (
            <p role="status" className="mt-2 text-sm text-muted-foreground">
              Splitting into chapters...
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function ChapterRow({ chapter, remove }: { chapter: AdminChapter; remove: AdminActionState }) {
  return (
    <tr>
      <td className="px-4 py-3 tabular-nums">{chapter.chapterNumber}</td>
      <td className="px-4 py-3 font-medium">{chapter.title}</td>
      <td className="px-4 py-3 text-muted-foreground">{chapter.productName}</td>
      <td className="px-4 py-3 tabular-nums">{formatDuration(chapter.duration)}</td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={editChapterHref(chapter.id)} aria-label={`Edit chapter ${chapter.title}`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          <AdminForm action={remove} intent="chapter.delete" onSubmit={confirmFirst("Delete this chapter?")}>
            <input type="hidden" name={chapterDeleteForm.name("id")} value={chapter.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              className="text-destructive"
              disabled={remove.pending}
              aria-label={`Delete chapter ${chapter.title}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </AdminForm>
        </div>
      </td>
    </tr>
  );
}
