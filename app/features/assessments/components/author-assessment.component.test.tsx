import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { LEAD_QUEUE_STORAGE_KEY } from "~/lib/lead-queue";
import type { CopyOverrides } from "~/lib/page-copy";
import { fakeServer } from "../../../../tests/support/fake-server";
import { WithSiteContent } from "../../../../tests/support/site-content";
import { AuthorAssessment } from "./author-assessment";

/** The assessment as the site serves it, with the owner's words `copy` from the Pages tab. */
function renderAssessment(copy: CopyOverrides = {}) {
  const Stub = createRoutesStub([
    {
      path: "/author-journey-assessment",
      Component: () => (
        <WithSiteContent copy={copy}>
          <AuthorAssessment />
          <Toaster />
        </WithSiteContent>
      ),
    },
  ]);
  render(<Stub initialEntries={["/author-journey-assessment"]} />);
  return userEvent.setup({ delay: null });
}

async function answer(user: ReturnType<typeof userEvent.setup>, answers: string[]) {
  for (const option of answers) await user.click(screen.getByRole("button", { name: option }));
}

const submit = () => screen.getByRole("button", { name: "See My Author Level" });

describe("the author journey assessment", () => {
  it("moves on as soon as an answer is tapped, and Back shows the answer given", async () => {
    fakeServer({});
    const user = renderAssessment();
    expect(screen.getByRole("link", { name: "Back to Rerouted" })).toHaveAttribute("href", "/rerouted");
    expect(screen.getByText("Question 1 of 4")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();

    await answer(user, ["Manuscript ready"]);
    expect(screen.getByText("Question 2 of 4")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "How often do you write?" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Question 1 of 4")).toBeVisible();
    expect(screen.getByRole("button", { name: "Manuscript ready" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Published" })).toHaveAttribute("aria-pressed", "false");

    await answer(user, ["Published", "Daily", "Finding time", "3-6 months"]);
    expect(screen.getByRole("heading", { level: 1, name: "Almost there!" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Question 4 of 4")).toBeVisible();
    expect(screen.getByRole("button", { name: "3-6 months" })).toHaveAttribute("aria-pressed", "true");
  });

  it("needs a name and email, and the SMS consent only once a phone number is given", async () => {
    const api = fakeServer({
      "POST /api/leads/author": { status: 201, json: { level: 4, levelName: "Publishing Ready", replayed: false } },
    });
    const user = renderAssessment();
    await answer(user, ["Manuscript ready", "Daily", "Understanding publishing", "Within 3 months"]);

    await user.click(submit());
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Please enter your name");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter your email");
    await user.type(screen.getByLabelText("Full name"), "Lydia Scribe");
    await user.type(screen.getByLabelText("Email"), "lydia@example.com");
    expect(submit()).toBeEnabled();

    await user.type(screen.getByLabelText("Phone (optional)"), "+1 555 010 7788");
    expect(submit()).toBeDisabled();
    const consent = screen.getByRole("checkbox", { name: /STOP to unsubscribe or HELP/ });
    expect(consent).toHaveAccessibleName(/Message and data rates may apply/);
    await user.click(consent);
    expect(submit()).toBeEnabled();
    expect(api.bodies("POST", "/api/leads/author")).toEqual([]);

    await user.click(submit());
    expect(api.bodies("POST", "/api/leads/author")).toEqual([
      {
        fullName: "Lydia Scribe",
        email: "lydia@example.com",
        phone: "+1 555 010 7788",
        smsConsent: true,
        marketingConsent: false,
        answers: {
          stage: "Manuscript ready",
          frequency: "Daily",
          challenge: "Understanding publishing",
          timeline: "Within 3 months",
        },
        website: "",
      },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Level 4/5: Publishing Ready" })).toBeVisible();
    expect(screen.getByText("Next milestone: Launch Strategy")).toBeVisible();
    expect(within(screen.getByRole("list", { name: "Your roadmap" })).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "See How Rerouted Can Help" })).toHaveAttribute("href", "/rerouted");
  });

  it("refuses a phone number that is not one", async () => {
    const api = fakeServer({});
    const user = renderAssessment();
    await answer(user, ["Just an idea", "Rarely", "Finding time", "No specific timeline"]);
    await user.type(screen.getByLabelText("Full name"), "Eve Idea");
    await user.type(screen.getByLabelText("Email"), "eve@example.com");
    await user.type(screen.getByLabelText("Phone (optional)"), "call me");
    await user.click(screen.getByRole("checkbox", { name: /STOP to unsubscribe/ }));
    await user.click(submit());
    expect(screen.getByLabelText("Phone (optional)")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a valid phone number"),
    );
    expect(api.bodies("POST", "/api/leads/author")).toEqual([]);
  });

  it("shows the level from the answers when the lead cannot be saved, says so, and keeps it queued", async () => {
    fakeServer({ "POST /api/leads/author": { status: 503 } });
    const user = renderAssessment();
    await answer(user, ["Just an idea", "Rarely", "Finding time", "No specific timeline"]);
    await user.type(screen.getByLabelText("Full name"), "Eve Idea");
    await user.type(screen.getByLabelText("Email"), "eve@example.com");
    await user.click(submit());

    expect(await screen.findByRole("heading", { level: 1, name: "Level 1/5: Idea Stage" })).toBeVisible();
    expect(
      await screen.findByText("There was an error saving your information. Please try again."),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LEAD_QUEUE_STORAGE_KEY) ?? "[]")).toMatchObject([
      { endpoint: "/api/leads/author", body: { fullName: "Eve Idea" } },
    ]);
  });

  it("shows the owner's labels and level texts, and still sends and scores the shipped answers", async () => {
    const api = fakeServer({
      "POST /api/leads/author": { status: 201, json: { level: 1, levelName: "Idea Stage", replayed: false } },
    });
    const user = renderAssessment({
      "authorQuestions.0.title": "How far along is your book?",
      "authorQuestions.0.options.0.label": "Only an idea so far",
      "authorLevels.0.name": "Dreamer",
      "authorLevels.0.next": "Write the first page",
      "authorResults.level": "Stage {phase} of 5 —",
    });
    expect(screen.getByRole("heading", { level: 1, name: "How far along is your book?" })).toBeVisible();
    await answer(user, ["Only an idea so far", "Rarely", "Finding time", "No specific timeline"]);
    await user.type(screen.getByLabelText("Full name"), "Eve Idea");
    await user.type(screen.getByLabelText("Email"), "eve@example.com");
    await user.click(submit());

    expect(await screen.findByRole("heading", { level: 1, name: "Stage 1 of 5 — Dreamer" })).toBeVisible();
    expect(screen.getByText("Next milestone: Write the first page")).toBeVisible();
    expect(api.bodies("POST", "/api/leads/author")).toMatchObject([{ answers: { stage: "Just an idea" } }]);
  });
});
