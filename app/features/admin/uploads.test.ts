import { describe, expect, it } from "vitest";
import {
  acceptsUpload,
  chapterKindOf,
  imageKey,
  imageUrlOf,
  isAcceptedType,
  isPdf,
  isProductFileKey,
  MAX_IMAGE_PIXELS,
  pixelLimitProblem,
  PRODUCT_IMAGE_MAX,
  productFileKey,
  safeBaseName,
  storageKeyOfImageUrl,
  uploadedStorageKey,
  UPLOAD_LIMITS,
} from "./uploads";

const PRODUCT = "0b8f5a8e-3c1d-4f5e-9a7b-2c3d4e5f6a7b";

describe("isPdf", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it("knows a PDF by its %PDF- header alone", () => {
    expect(isPdf(bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBe(true);
    expect(isPdf(bytes("%PDF-"))).toBe(true);
    expect(isPdf(bytes("%PDF"))).toBe(false);
    expect(isPdf(bytes(" %PDF-1.7"))).toBe(false);
    expect(isPdf(bytes("PK\u0003\u0004 chapter.docx"))).toBe(false);
    expect(isPdf(bytes("<html>%PDF-1.7"))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });

  it("takes a lead-magnet PDF up to 20 MB", () => {
    expect(UPLOAD_LIMITS.pdf).toEqual({ maxBytes: 20 * 1024 * 1024, label: "20 MB" });
  });
});

describe("upload rules", () => {
  it("takes images up to 50 megapixels and refuses larger ones, naming their size", () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(PRODUCT_IMAGE_MAX).toEqual({ width: 1600, height: 1600 });
    expect(pixelLimitProblem({ width: 1, height: 1 })).toBeNull();
    expect(pixelLimitProblem({ width: 10_000, height: 5_000 })).toBeNull();
    expect(pixelLimitProblem({ width: 10_000, height: 5_001 })).toBe(
      "The image is 10000 × 5001 pixels, more than 50 megapixels: scale it down and upload it again",
    );
    expect(pixelLimitProblem({ width: 20_000, height: 20_000 })).toBe(
      "The image is 20000 × 20000 pixels, more than 50 megapixels: scale it down and upload it again",
    );
    expect(pixelLimitProblem({ width: 1, height: 50_000_001 })).not.toBeNull();
  });

  it("accepts images only for images and audio only for audio, by sniffed type", () => {
    expect(isAcceptedType("image", { ext: "png", mime: "image/png" })).toBe(true);
    expect(isAcceptedType("image", { ext: "mp3", mime: "audio/mpeg" })).toBe(false);
    expect(isAcceptedType("image", { ext: "tif", mime: "image/tiff" })).toBe(false);
    expect(isAcceptedType("audio", { ext: "mp3", mime: "audio/mpeg" })).toBe(true);
    expect(isAcceptedType("audio", { ext: "png", mime: "image/png" })).toBe(false);
    expect(isAcceptedType("audio", undefined)).toBe(false);
  });

  it("accepts MP4 and WebM for video lessons and documents for workbooks, by sniffed type", () => {
    expect(isAcceptedType("video", { ext: "mp4", mime: "video/mp4" })).toBe(true);
    expect(isAcceptedType("video", { ext: "webm", mime: "video/webm" })).toBe(true);
    expect(isAcceptedType("video", { ext: "mov", mime: "video/quicktime" })).toBe(false);
    expect(isAcceptedType("video", { ext: "mp3", mime: "audio/mpeg" })).toBe(false);
    expect(isAcceptedType("document", { ext: "pdf", mime: "application/pdf" })).toBe(true);
    expect(isAcceptedType("document", { ext: "epub", mime: "application/epub+zip" })).toBe(true);
    expect(isAcceptedType("document", { ext: "zip", mime: "application/zip" })).toBe(false);
    expect(isAcceptedType("document", { ext: "exe", mime: "application/x-msdownload" })).toBe(false);
    expect(isAcceptedType("audio", { ext: "pdf", mime: "application/pdf" })).toBe(false);
  });

  it("ties each product type to its files: audio chapters, video lessons, a workbook's document", () => {
    expect(chapterKindOf("audiobook")).toBe("audio");
    expect(chapterKindOf("video")).toBe("video");
    expect(chapterKindOf("workbook")).toBeNull();
    expect(chapterKindOf("assessment")).toBeNull();
    expect(acceptsUpload("workbook", "document")).toBe(true);
    expect(acceptsUpload("other", "document")).toBe(true);
    expect(acceptsUpload("audiobook", "document")).toBe(false);
    expect(acceptsUpload("audiobook", "video")).toBe(false);
    expect(acceptsUpload("assessment", "document")).toBe(false);
  });

  it("builds timestamp-prefixed keys without path tricks", () => {
    expect(imageKey("My Cover (final).PNG", "png", 1700000000000)).toBe("products/1700000000000-My-Cover-final.png");
    expect(productFileKey("audio", PRODUCT, "../../etc/passwd.mp3", "mp3", 5)).toBe(
      `audio/${PRODUCT}/5-etc-passwd.mp3`,
    );
    expect(productFileKey("video", PRODUCT, "Lesson 1.mp4", "mp4", 5)).toBe(`video/${PRODUCT}/5-Lesson-1.mp4`);
    expect(productFileKey("document", PRODUCT, "Workbook.pdf", "pdf", 5)).toBe(`documents/${PRODUCT}/5-Workbook.pdf`);
    expect(safeBaseName("...")).toBe("file");
  });

  it("maps uploaded image URLs back to their storage key, and nothing else", () => {
    const key = imageKey("cover.png", "png", 1);
    expect(storageKeyOfImageUrl(imageUrlOf(key))).toBe(key);
    expect(storageKeyOfImageUrl("/images/products/audiobook.svg")).toBeNull();
    expect(storageKeyOfImageUrl("/media/products/../auth-secret")).toBeNull();
  });

  it("ties a product's file to its product and kind", () => {
    expect(isProductFileKey(productFileKey("audio", PRODUCT, "a.mp3", "mp3", 9), "audio", PRODUCT)).toBe(true);
    expect(isProductFileKey(productFileKey("audio", PRODUCT, "a.mp3", "mp3", 9), "audio", "other")).toBe(false);
    expect(isProductFileKey(productFileKey("audio", PRODUCT, "a.mp3", "mp3", 9), "video", PRODUCT)).toBe(false);
    expect(isProductFileKey(productFileKey("video", PRODUCT, "a.mp4", "mp4", 9), "video", PRODUCT)).toBe(true);
    expect(isProductFileKey(`audio/${PRODUCT}/../x`, "audio", PRODUCT)).toBe(false);
  });
});

describe("uploadedStorageKey", () => {
  it("names the key of an uploaded image or audio file", () => {
    const image = imageKey("Cover.png", "png", 1_700_000_000_000);
    expect(uploadedStorageKey(imageUrlOf(image))).toBe(image);
    const audio = productFileKey("audio", PRODUCT, "Chapter 1.mp3", "mp3", 1_700_000_000_000);
    expect(uploadedStorageKey(audio)).toBe(audio);
    const pdf = productFileKey("document", PRODUCT, "Workbook.pdf", "pdf", 1_700_000_000_000);
    expect(uploadedStorageKey(pdf)).toBe(pdf);
  });

  it("refuses bundled images, other paths and traversal", () => {
    expect(uploadedStorageKey("/images/products/audiobook.svg")).toBeNull();
    expect(uploadedStorageKey("/media/products/..")).toBeNull();
    expect(uploadedStorageKey("products/12-a/../../secret")).toBeNull();
    expect(uploadedStorageKey(`audio/${PRODUCT}/../auth-secret`)).toBeNull();
    expect(uploadedStorageKey("audio/not-a-product/1-a.mp3")).toBeNull();
    expect(uploadedStorageKey("auth-secret")).toBeNull();
    expect(uploadedStorageKey("")).toBeNull();
  });
});
