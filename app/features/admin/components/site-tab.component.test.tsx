import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { DEFAULT_SITE_SETTINGS } from "~/content/site";
import { siteFormValues } from "~/lib/site-forms";
import type { AdminActionResult } from "../action-result";
import { SiteTab } from "./site-tab";

/**
 * The Site tab on /admin?tab=site, whose form posts to the page itself: a
 * stand-in for its action keeps every form it receives and answers
 * `answer` (what the server answers a fetcher).
 */
function renderTab(
  answer: AdminActionResult = { ok: true, message: "Site settings saved" },
  settings = DEFAULT_SITE_SETTINGS,
) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <>
          <SiteTab data={{ values: siteFormValues(settings), placeholders: [] }} />
          <Toaster />
        </>
      ),
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin?tab=site"]} />);
  return { user: userEvent.setup({ delay: null }), posted };
}

const save = () => screen.getByRole("button", { name: "Save site settings" });

describe("the Site tab", () => {
  it("completes an address typed without https:// and saves it", async () => {
    const { user, posted } = renderTab();
    await user.clear(screen.getByLabelText("Site URL"));
    await user.type(screen.getByLabelText("Site URL"), "rerouted-book.com");
    await user.clear(screen.getByLabelText("Instagram"));
    await user.type(screen.getByLabelText("Instagram"), "instagram.com/graceauthor");
    await user.tab();
    expect(screen.getByLabelText("Site URL")).toHaveValue("https://rerouted-book.com");
    expect(screen.getByLabelText("Instagram")).toHaveValue("https://instagram.com/graceauthor");

    await user.click(save());
    expect(await screen.findByText("Site settings saved")).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        siteUrl: "https://rerouted-book.com",
        "social.instagram": "https://instagram.com/graceauthor",
      }),
    ]);
  });

  it("posts an empty social link: it is optional", async () => {
    const { user, posted } = renderTab();
    await user.clear(screen.getByLabelText("LinkedIn"));
    await user.click(save());
    expect(await screen.findByText("Site settings saved")).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ "social.linkedin": "" })]);
  });

  it("refuses a word for a video before posting, and keeps every edit", async () => {
    const { user, posted } = renderTab();
    await user.clear(screen.getByLabelText("Author name"));
    await user.type(screen.getByLabelText("Author name"), "Grace Mensah");
    await user.clear(screen.getByLabelText("Program video"));
    await user.type(screen.getByLabelText("Program video"), "trailer");
    await user.click(save());

    const video = screen.getByLabelText("Program video");
    expect(video).toBeInvalid();
    expect(video).toHaveAccessibleDescription(
      expect.stringContaining('Program video: "trailer" is not a YouTube, Vimeo or Loom video id.'),
    );
    expect(video).toHaveFocus();
    expect(video).toHaveValue("trailer");
    expect(screen.getByLabelText("Author name")).toHaveValue("Grace Mensah");
    expect(posted).toEqual([]);
  });

  it("keeps every edit when the server refuses the save, and shows why next to the field", async () => {
    const message = "Site URL must be the site's address only, like https://www.example.org";
    const { user, posted } = renderTab({ ok: false, message, fieldErrors: { siteUrl: message } });
    await user.clear(screen.getByLabelText("Author name"));
    await user.type(screen.getByLabelText("Author name"), "Grace Mensah");
    await user.clear(screen.getByLabelText("Book trailer video"));
    await user.type(
      screen.getByLabelText("Book trailer video"),
      "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
    );
    await user.click(save());

    await waitFor(() =>
      expect(screen.getByLabelText("Site URL")).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(posted).toHaveLength(1);
    expect(screen.getByLabelText("Author name")).toHaveValue("Grace Mensah");
    expect(screen.getByLabelText("Book trailer video")).toHaveValue(
      "https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184",
    );
  });

  it("offers to upload each video as a file", () => {
    renderTab();
    for (const video of ["book trailer", "program", "thank-you preview", "order complete"]) {
      expect(screen.getByLabelText(`Upload a video file for the ${video}`)).toHaveAttribute(
        "accept",
        "video/mp4,video/webm",
      );
    }
  });

  it("asks for the alt text of the owner's cover before posting", async () => {
    const { user, posted } = renderTab(undefined, {
      ...DEFAULT_SITE_SETTINGS,
      bookCover: "/media/site/1712345678-cover-600x900.webp",
    });
    await user.click(save());
    const alt = screen.getByLabelText("Book cover alt text");
    expect(alt).toBeInvalid();
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining("Book cover alt text is required: describe the image for readers who cannot see it"),
    );
    expect(posted).toEqual([]);
    await user.type(alt, "The cover: a gold road at night");
    await user.click(save());
    expect(await screen.findByText("Site settings saved")).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ bookCoverAlt: "The cover: a gold road at night" })]);
  });

  it("ships no reviews, and posts the ones kept in the order shown", async () => {
    const review = (name: string) => `/media/site/1712345678-${name}-600x420.webp`;
    const { user, posted } = renderTab(undefined, {
      ...DEFAULT_SITE_SETTINGS,
      reviews: [
        { image: review("ruth"), caption: "Ruth: five stars" },
        { image: review("sam"), caption: "Sam: four stars" },
        { image: review("ada"), caption: "Ada: five stars" },
      ],
    });
    await user.click(screen.getByRole("button", { name: "Move review 3 up" }));
    await user.click(screen.getByRole("button", { name: "Remove review 1" }));
    await user.click(save());
    expect(await screen.findByText("Site settings saved")).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      "reviews.0.image": review("ada"),
      "reviews.0.caption": "Ada: five stars",
      "reviews.1.image": review("sam"),
      "reviews.1.caption": "Sam: four stars",
    });
    expect(posted[0]).not.toHaveProperty("reviews.2.image");
  });

  it("refuses a review added without its image or caption", async () => {
    const { user, posted } = renderTab();
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a review" }));
    await user.type(screen.getByLabelText("Review caption 1"), "Ruth: five stars");
    await user.click(save());
    expect(screen.getByLabelText("Review image 1")).toHaveAccessibleDescription(
      "Upload review image 1, or remove the review",
    );
    expect(posted).toEqual([]);
  });

  it("offers a PDF upload for the free chapter and an image upload for each poster and the share card", () => {
    renderTab();
    expect(screen.getByLabelText("Free chapter PDF")).toHaveAttribute("accept", "application/pdf");
    for (const label of [
      "Book trailer poster",
      "Program video poster",
      "Thank-you video poster",
      "Order complete video poster",
      "Share card",
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "file");
    }
  });
});
