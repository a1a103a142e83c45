import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { APPROVED_SCREEN, NOT_QUALIFIED_SCREEN } from "~/content/application";
import { AUTHOR_LEVELS, READINESS_INTRO, READINESS_STAGES } from "~/content/assessments";
import { ApplicationForm } from "~/features/application/components/application-form";
import { AuthorAssessment } from "~/features/assessments/components/author-assessment";
import { ReadinessAssessment } from "~/features/assessments/components/readiness-assessment";
import type { SiteSettings } from "~/content/site";
import { PreviewStateContext } from "~/components/preview-state";
import { WithSiteContent } from "../../tests/support/site-content";

/**
 * The browser-only states the launch checklist renders on the server
 * (preview-state.tsx): with a preview state each page starts in it; with
 * none, as every visitor sees it.
 */
function renderIn(preview: string | null, page: ReactNode, settings: Partial<SiteSettings> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <WithSiteContent settings={settings}>
          <PreviewStateContext value={preview}>{page}</PreviewStateContext>
        </WithSiteContent>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("a page's browser-only states, previewed", () => {
  it("the readiness assessment opens on a result, or with its exit dialog", async () => {
    renderIn("result:Crisis & Confusion", <ReadinessAssessment />);
    expect(await screen.findByText(READINESS_STAGES["Crisis & Confusion"].description)).toBeVisible();
    expect(screen.queryByRole("button", { name: READINESS_INTRO.start })).toBeNull();
  });

  it("the readiness assessment's exit dialog is rendered in place (it opens only once there is a free chapter)", async () => {
    renderIn("exit", <ReadinessAssessment />, { leadMagnetPdf: "/media/site/1712345678-chapter-1.pdf" });
    expect(await screen.findByRole("dialog")).toBeVisible();
  });

  it("the author journey assessment opens on a level's result", async () => {
    renderIn("result:3", <AuthorAssessment />);
    expect(await screen.findByText(AUTHOR_LEVELS[2]!.summary)).toBeVisible();
  });

  it("the application opens on either outcome", async () => {
    renderIn("approved", <ApplicationForm />);
    expect(await screen.findByRole("heading", { name: APPROVED_SCREEN.title })).toBeVisible();
  });

  it("the application's not-qualified outcome", async () => {
    renderIn("not-qualified", <ApplicationForm />);
    expect(await screen.findByRole("heading", { name: NOT_QUALIFIED_SCREEN.title })).toBeVisible();
  });

  it("without a preview, every page starts as a visitor sees it", async () => {
    renderIn(null, <ReadinessAssessment />);
    expect(await screen.findByRole("button", { name: READINESS_INTRO.start })).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
