import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

/** A form with a size select, as the pages use it: controlled, posting its value under `size`. */
function SizeForm() {
  const [size, setSize] = useState("m");
  return (
    <form aria-label="Order">
      <Select name="size" value={size} onValueChange={setSize}>
        <SelectTrigger aria-label="Size">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="s">Small</SelectItem>
          <SelectItem value="m">Medium</SelectItem>
          <SelectItem value="l">Large</SelectItem>
        </SelectContent>
      </Select>
    </form>
  );
}

const posted = () => new FormData(screen.getByRole("form", { name: "Order" }) as HTMLFormElement).get("size");

describe("the select", () => {
  it("shows the chosen option and posts its value before anyone uses it", () => {
    render(<SizeForm />);
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("Medium");
    expect(screen.queryByRole("option")).toBeNull();
    expect(posted()).toBe("m");
  });

  it("opens on a click and takes the option clicked", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SizeForm />);
    await user.click(screen.getByRole("combobox", { name: "Size" }));
    await user.click(await screen.findByRole("option", { name: "Large" }));
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("Large");
    expect(posted()).toBe("l");
  });

  it("opens from the keyboard and takes the option chosen with the arrows", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SizeForm />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("option", { name: "Medium" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Large" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("option")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("Large");
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveFocus();
    expect(posted()).toBe("l");
  });
});
