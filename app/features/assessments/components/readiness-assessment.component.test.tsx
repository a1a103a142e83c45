import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import { LEAD_QUEUE_STORAGE_KEY } from "~/lib/lead-queue";
import type { CopyOverrides } from "~/lib/page-copy";
import { fakeServer } from "../../../../tests/support/fake-server";
import { WithSiteContent } from "../../../../tests/support/site-content";
import { ReadinessAssessment } from "./readiness-assessment";

/**
 * user-event's mouse events carry neither coordinates nor a related target,
 * so every pointer move would read as leaving the window through its top and
 * open the exit popup over the quiz. On a touch device the popup never opens
 * (happy-dom reads hover and pointer from maxTouchPoints), so the tests that
 * are not about it run there.
 */
function onTouchDevice() {
  vi.spyOn(navigator, "maxTouchPoints", "get").mockReturnValue(5);
}

const FREE_CHAPTER = "/media/site/1712345678-Rerouted-chapter-1.pdf";

/**
 * The assessment as the site serves it, with the owner's words `copy` from
 * the Pages tab; by default with the free chapter's PDF uploaded.
 */
function renderAssessment(copy: CopyOverrides = {}, leadMagnetPdf = FREE_CHAPTER) {
  const Stub = createRoutesStub([
    {
      path: "/assessment",
      Component: () => (
        <WithSiteContent copy={copy} settings={{ leadMagnetPdf }}>
          <ReadinessAssessment />
          <Toaster />
        </WithSiteContent>
      ),
    },
  ]);
  render(<Stub initialEntries={["/assessment"]} />);
  return userEvent.setup({ delay: null });
}

const next = () => screen.getByRole("button", { name: "Next" });
const queuedLeads = () => JSON.parse(localStorage.getItem(LEAD_QUEUE_STORAGE_KEY) ?? "[]") as unknown[];

/** Starts the quiz and answers its five questions with the options named. */
async function answerQuiz(user: ReturnType<typeof userEvent.setup>, answers: RegExp[]) {
  await user.click(screen.getByRole("button", { name: "Start My Free Assessment" }));
  for (const [i, answer] of answers.entries()) {
    await user.click(screen.getByRole("radio", { name: answer }));
    await user.click(screen.getByRole("button", { name: i === answers.length - 1 ? "Get My Results" : "Next" }));
  }
}

const HOPEFUL = [/I'm rebuilding/, /I trust that a closed door/, /Clear: I know/, /Patience while I wait/, /Strong:/];

describe("the readiness assessment", () => {
  it("moves through the five questions, each needing an answer, with Back keeping the answers", async () => {
    fakeServer({});
    onTouchDevice();
    const user = renderAssessment();
    expect(screen.getByRole("heading", { level: 1, name: "Where are you on your Rerouted journey?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Start My Free Assessment" }));

    expect(screen.getByText("Question 1 of 5")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Question 1 of 5" })).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /I'm rebuilding/ }));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(screen.getByText("Question 2 of 5")).toBeVisible();
    expect(
      screen.getByRole("heading", { level: 1, name: "When your plans fail, how do you usually respond?" }),
    ).toBeVisible();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Question 1 of 5")).toBeVisible();
    expect(screen.getByRole("radio", { name: /I'm rebuilding/ })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("button", { name: "Start My Free Assessment" })).toBeVisible();
  });

  it("asks for a name and a valid email before showing anything, and sends nothing until they are right", async () => {
    const api = fakeServer({ "POST /api/leads/readiness": { status: 201, json: { stage: "Rebuilding & Growth" } } });
    onTouchDevice();
    const user = renderAssessment();
    await answerQuiz(user, HOPEFUL);
    expect(screen.getByRole("heading", { level: 1, name: "Your results are ready" })).toBeVisible();

    const submit = screen.getByRole("button", { name: "Show My Results" });
    await user.click(submit);
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Please enter your name");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter your email");
    expect(screen.getByLabelText("First name")).toBeInvalid();

    await user.type(screen.getByLabelText("First name"), "Hannah");
    expect(screen.queryByText("Please enter your name")).toBeNull();
    expect(screen.getByText("Please enter your email")).toBeVisible();
    await user.type(screen.getByLabelText("Email"), "hannah@example");
    await user.click(submit);
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(api.bodies("POST", "/api/leads/readiness")).toEqual([]);

    await user.type(screen.getByLabelText("Email"), ".com");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /^Send me occasional emails/ }));
    await user.click(submit);

    expect(api.bodies("POST", "/api/leads/readiness")).toEqual([
      {
        name: "Hannah",
        email: "hannah@example.com",
        marketingConsent: true,
        answers: { "1": "rebuilding", "2": "trust", "3": "clear", "4": "patience", "5": "strong" },
        website: "",
      },
    ]);
    expect(api.sent.find((r) => r.path === "/api/leads/readiness")?.headers["idempotency-key"]).toMatch(/\S{16,}/);
    expect(await screen.findByText("Hannah, your Rerouted stage is")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Rebuilding & Growth" })).toBeVisible();
    expect(within(screen.getByRole("list", { name: "Your next four steps" })).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Discover the Rerouted Program" })).toHaveAttribute("href", "/rerouted");
    expect(queuedLeads()).toEqual([]);
  });

  it("shows the results even when the lead cannot be saved, says so, and keeps the lead queued", async () => {
    fakeServer({ "POST /api/leads/readiness": { status: 500 } });
    onTouchDevice();
    const user = renderAssessment();
    await answerQuiz(user, [/I'm in crisis/, /I resist/, /Lost:/, /Fear of/, /Broken:/]);
    await user.type(screen.getByLabelText("First name"), "Miriam");
    await user.type(screen.getByLabelText("Email"), "miriam@example.com");
    await user.click(screen.getByRole("button", { name: "Show My Results" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Crisis & Confusion" })).toBeVisible();
    expect(await screen.findByText("Submission Error")).toBeInTheDocument();
    expect(screen.getByText("There was an error saving your information. Please try again.")).toBeInTheDocument();
    expect(queuedLeads()).toMatchObject([{ endpoint: "/api/leads/readiness", body: { name: "Miriam" } }]);
  });

  it("offers the free chapter once when the pointer leaves through the top of the window", async () => {
    fakeServer({});
    const user = renderAssessment();
    const leaveThroughTop = () => fireEvent.mouseOut(document.documentElement, { relatedTarget: null, clientY: -5 });

    leaveThroughTop();
    const popup = screen.getByRole("dialog", { name: "Before you go: Chapter 1 is yours, free" });
    expect(within(popup).getByRole("link", { name: "Download Free Chapter 1 (PDF)" })).toHaveAttribute(
      "href",
      FREE_CHAPTER,
    );
    await user.click(within(popup).getByRole("button", { name: "No thanks, I'll continue" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    leaveThroughTop();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers no download, and opens no exit dialog, until the owner uploads the chapter's PDF", () => {
    fakeServer({});
    renderAssessment({}, "");
    fireEvent.mouseOut(document.documentElement, { relatedTarget: null, clientY: -5 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("link", { name: /Free Chapter/ })).toBeNull();
  });

  it("shows the owner's words from the Pages tab: a question, the stage's result texts and the exit popup", async () => {
    fakeServer({ "POST /api/leads/readiness": { status: 201, json: { id: "l1", stage: "Crisis & Confusion" } } });
    const user = renderAssessment({
      "readinessQuestions.0.title": "What season are you in?",
      "readinessQuestions.0.options.0.label": "A storm",
      "readinessStages.Crisis & Confusion.title": "In the storm",
      "readinessStages.Crisis & Confusion.description": "God meets you in the storm.",
      "readinessStages.Crisis & Confusion.recommendations": ["Rest", "Pray", "Call a friend", "Read chapter 1"],
      "readinessResults.intro": "Dear {name}, you are",
      "readinessResults.stepsTitle": "Four steps for you",
      "readinessExit.title": "Take chapter 1 with you",
    });
    fireEvent.mouseOut(document.documentElement, { relatedTarget: null, clientY: -5 });
    const popup = screen.getByRole("dialog", { name: "Take chapter 1 with you" });
    await user.click(within(popup).getByRole("button", { name: "No thanks, I'll continue" }));
    onTouchDevice();

    await user.click(screen.getByRole("button", { name: "Start My Free Assessment" }));
    expect(screen.getByRole("heading", { level: 1, name: "What season are you in?" })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "A storm" }));
    await user.click(next());
    for (const [i, answer] of [/I resist/, /Lost:/, /Fear of/, /Broken:/].entries()) {
      await user.click(screen.getByRole("radio", { name: answer }));
      await user.click(screen.getByRole("button", { name: i === 3 ? "Get My Results" : "Next" }));
    }
    await user.type(screen.getByLabelText("First name"), "Miriam");
    await user.type(screen.getByLabelText("Email"), "miriam@example.com");
    await user.click(screen.getByRole("button", { name: "Show My Results" }));

    expect(await screen.findByRole("heading", { level: 1, name: "In the storm" })).toBeVisible();
    expect(screen.getByText("Dear Miriam, you are")).toBeVisible();
    expect(screen.getByText("God meets you in the storm.")).toBeVisible();
    const steps = screen.getByRole("list", { name: "Four steps for you" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Rest", "Pray", "Call a friend", "Read chapter 1"]);
  });
});
