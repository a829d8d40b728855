import { describe, expect, it } from "vitest";
import { renderContactMail } from "./contact-mail";

const message = {
  name: "Rosa <script>",
  email: "rosa@example.com",
  subject: "Late arrival",
  message: "We arrive after 10 pm — is the gate open?\nThanks!",
};

describe("renderContactMail", () => {
  it("tells the park who wrote, about what, and the message", () => {
    const mail = renderContactMail(message, "Trout Town Farms");
    expect(mail.subject).toBe("Website message: Late arrival");
    expect(mail.text).toContain("From: Rosa <script> <rosa@example.com>");
    expect(mail.text).toContain("is the gate open?");
  });

  it("escapes what the guest typed in the HTML part", () => {
    const mail = renderContactMail(message, "Trout Town Farms");
    expect(mail.html).toContain("Rosa &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
  });
});
