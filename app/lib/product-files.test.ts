import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  documentDownloadUrl,
  documentViewUrl,
  downloadFileName,
  isExternalAddress,
  isPdfKey,
} from "./product-files";

const ID = "0b8f5a8e-3c1d-4f5e-9a7b-2c3d4e5f6a7b";

describe("product files", () => {
  it("has one download and one view address per product", () => {
    expect(documentDownloadUrl(ID)).toBe(`/media/documents/${ID}`);
    expect(documentViewUrl(ID)).toBe(`/media/documents/${ID}/view`);
  });
  it("names a download after the product with the file's extension", () => {
    expect(downloadFileName("Rerouted Companion Workbook", `documents/${ID}/17-wb.pdf`)).toBe(
      "Rerouted-Companion-Workbook.pdf",
    );
    expect(downloadFileName("Café: Notes & More", "documents/x/1-a.EPUB")).toBe("Cafe-Notes-More.epub");
    expect(downloadFileName("???", "documents/x/1-a.pdf")).toBe("download.pdf");
  });
  it("sends an attachment disposition with a safe ASCII name and the UTF-8 name", () => {
    expect(attachmentDisposition("Workbook.pdf")).toBe(
      `attachment; filename="Workbook.pdf"; filename*=UTF-8''Workbook.pdf`,
    );
    expect(attachmentDisposition('Ünï "x".pdf')).toBe(
      `attachment; filename="_n_ _x_.pdf"; filename*=UTF-8''%C3%9Cn%C3%AF%20%22x%22.pdf`,
    );
  });
  it("tells PDFs and external addresses apart", () => {
    expect(isPdfKey("documents/x/1-a.pdf")).toBe(true);
    expect(isPdfKey("documents/x/1-a.docx")).toBe(false);
    expect(isExternalAddress("https://quiz.example/start")).toBe(true);
    expect(isExternalAddress("/author-journey-assessment")).toBe(false);
  });
});
