import { describe, expect, it } from "vitest";
import { fillTemplate, messageFields, renderMessageMail } from "./message-templates";

const stay = {
  guestFirstName: "Ann",
  parkName: "Trout Town Farms",
  parkSlug: "trout-town-farms",
  siteName: "T5",
  typeName: "Orchard Tent Site",
  arrival: "2027-07-16",
  departure: "2027-07-18",
  checkInTime: "15:00",
  orderConfirmation: "LNT-ABC123",
  invoiceUuid: "0b9c2a9e-6c3f-4a55-9a83-5d0c1c1f9e11",
};

describe("park messages", () => {
  it("fills a template's placeholders with the stay's words and leaves unknown ones as written", () => {
    const fields = messageFields(stay, "https://book.example");
    expect(fillTemplate("{guest}: site {site}, from {checkInTime} on {arrival}. {gateCode}", fields)).toBe(
      "Ann: site T5, from 3:00 PM on Fri, Jul 16. {gateCode}",
    );
    expect(fields.mapUrl).toBe("https://book.example/trout-town-farms#map");
    expect(fields.manageUrl).toBe(`https://book.example/checkout/confirmation/${stay.invoiceUuid}`);
  });

  it("escapes the message in HTML, keeps its paragraphs and makes its links clickable", () => {
    const mail = renderMessageMail({
      to: "ann@example.com",
      subject: "Gate",
      body: "Code <4817> & go.\nMap: https://book.example/x#map\n\nSee you!",
      park: "Trout Town Farms",
      template: "message-staff",
    });
    expect(mail.html).toContain(
      '<p>Code &lt;4817&gt; &amp; go.<br>Map: <a href="https://book.example/x#map"',
    );
    expect(mail.html).toContain("<p>See you!</p>");
    expect(mail.text).toBe(
      "Code <4817> & go.\nMap: https://book.example/x#map\n\nSee you!\n\n— Trout Town Farms",
    );
  });
});
