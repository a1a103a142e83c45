import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormattedText } from "./formatted-text";

describe("FormattedText", () => {
  it("renders headings, lists, bold and links as elements", () => {
    render(<FormattedText source={"## Refunds\nAsk **within 30 days**.\n- [Terms](/terms)\n- Email us"} />);
    expect(screen.getByRole("heading", { level: 2, name: "Refunds" })).toBeInTheDocument();
    expect(screen.getByText("within 30 days").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows markup and script links as the text typed, never as elements", () => {
    const { container } = render(
      <FormattedText source={'<img src=x onerror="alert(1)"><script>alert(2)</script> [click](javascript:alert(3))'} />,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toBe(
      '<img src=x onerror="alert(1)"><script>alert(2)</script> [click](javascript:alert(3))',
    );
  });
});
