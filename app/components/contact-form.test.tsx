import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form";

describe("ContactForm", () => {
  it("has empty, required name, email and message fields the browser validates", () => {
    render(<ContactForm phone="+91 98765 43210" email="shop@example.com" />);
    const name = screen.getByLabelText("Name");
    const email = screen.getByLabelText("Email");
    const message = screen.getByLabelText("Message");
    expect(name).toHaveAttribute("name", "name");
    expect(email).toHaveAttribute("name", "email");
    expect(email).toHaveAttribute("type", "email");
    expect(message).toHaveAttribute("name", "message");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "4");
    for (const field of [name, email, message]) {
      expect(field).toBeRequired();
      expect(field).toHaveValue("");
    }
    expect(screen.getByRole("button", { name: "Send Message" }).closest("form")).not.toHaveAttribute("novalidate");
  });

  it("keeps what the visitor wrote and says how else to reach the shop", async () => {
    const user = userEvent.setup();
    render(<ContactForm phone="+91 98765 43210" email="shop@example.com" />);
    await user.type(screen.getByLabelText("Name"), "Asha");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Message"), "Two kediyu for Navratri");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByRole("status")).toHaveTextContent("call +91 98765 43210 or write to shop@example.com");
    expect(screen.getByLabelText("Message")).toHaveValue("Two kediyu for Navratri");
  });
});
