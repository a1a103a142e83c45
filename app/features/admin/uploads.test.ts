import { describe, expect, it } from "vitest";
import {
  audioKey,
  imageKey,
  imageUrlOf,
  isAcceptedType,
  isAudioKeyOfProduct,
  safeBaseName,
  storageKeyOfImageUrl,
  uploadedStorageKey,
} from "./uploads";

const PRODUCT = "0b8f5a8e-3c1d-4f5e-9a7b-2c3d4e5f6a7b";

describe("upload rules", () => {
  it("accepts images only for images and audio only for audio, by sniffed type", () => {
    expect(isAcceptedType("image", { ext: "png", mime: "image/png" })).toBe(true);
    expect(isAcceptedType("image", { ext: "mp3", mime: "audio/mpeg" })).toBe(false);
    expect(isAcceptedType("image", { ext: "tif", mime: "image/tiff" })).toBe(false);
    expect(isAcceptedType("audio", { ext: "mp3", mime: "audio/mpeg" })).toBe(true);
    expect(isAcceptedType("audio", { ext: "png", mime: "image/png" })).toBe(false);
    expect(isAcceptedType("audio", undefined)).toBe(false);
  });

  it("builds timestamp-prefixed keys without path tricks", () => {
    expect(imageKey("My Cover (final).PNG", "png", 1700000000000)).toBe("products/1700000000000-My-Cover-final.png");
    expect(audioKey(PRODUCT, "../../etc/passwd.mp3", "mp3", 5)).toBe(`audio/${PRODUCT}/5-etc-passwd.mp3`);
    expect(safeBaseName("...")).toBe("file");
  });

  it("maps uploaded image URLs back to their storage key, and nothing else", () => {
    const key = imageKey("cover.png", "png", 1);
    expect(storageKeyOfImageUrl(imageUrlOf(key))).toBe(key);
    expect(storageKeyOfImageUrl("/images/products/audiobook.svg")).toBeNull();
    expect(storageKeyOfImageUrl("/media/products/../auth-secret")).toBeNull();
  });

  it("ties a chapter file to its product", () => {
    expect(isAudioKeyOfProduct(audioKey(PRODUCT, "a.mp3", "mp3", 9), PRODUCT)).toBe(true);
    expect(isAudioKeyOfProduct(audioKey(PRODUCT, "a.mp3", "mp3", 9), "other")).toBe(false);
    expect(isAudioKeyOfProduct(`audio/${PRODUCT}/../x`, PRODUCT)).toBe(false);
  });
});

describe("uploadedStorageKey", () => {
  it("names the key of an uploaded image or audio file", () => {
    const image = imageKey("Cover.png", "png", 1_700_000_000_000);
    expect(uploadedStorageKey(imageUrlOf(image))).toBe(image);
    const audio = audioKey(PRODUCT, "Chapter 1.mp3", "mp3", 1_700_000_000_000);
    expect(uploadedStorageKey(audio)).toBe(audio);
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
