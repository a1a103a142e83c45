import { describe, expect, it } from "vitest";
import { decodeEntities, pageText, parseHtml } from "./html";

// The shapes React renders: a labelled input with its error, a section named by its heading, landmarks.
const PAGE = `<!DOCTYPE html><html><head><title>Sign in</title>
<script>if (a < b && c > d) document.write("<p id='fake'>not an element</p>");</script>
<style>label > input { color: red }</style></head>
<body><header><a href="/">Home</a><nav aria-label="Main"><a href="/dashboard" data-discover="true">Dashboard</a></nav></header>
<main><section aria-labelledby="bundle-title"><header><p>A header inside a section is no banner</p></header>
<h3 id="bundle-title">Bundle</h3>
<form action="/admin/actions" method="post"><input type="hidden" name="intent" value="offer.save"/>
<label for="book-bundle.price">Price</label><input id="book-bundle.price" name="price" value="24.99" aria-invalid="true" aria-describedby="book-bundle.price-error book-bundle.price-hint"/>
<p id="book-bundle.price-error">Price must be a positive amount</p><p id="book-bundle.price-hint">In dollars</p>
<label for="provider">Checkout</label><select id="provider" name="provider"><option value="link">Link</option><option value="stripe" selected="">Stripe</option></select>
<label><input type="checkbox" name="grants" value="a" checked=""/>Workbook A</label>
<label><input type="checkbox" name="grants" value="b"/>Workbook B</label>
<label for="notes">Notes</label><textarea id="notes" name="notes">Tom &amp; Jerry</textarea>
<input type="text" name="off" value="x" disabled=""/>
<button type="button">Preview</button><button type="submit">Save Bundle</button></form></section>
<p role="status">Bundle saved</p><img src="/a.png" alt=""><br/>
<p>You&#x27;re all set &#8212;<!-- --> <!-- -->fine</p></main>
<footer><p>© <!-- -->2026<!-- --> Rerouted. All rights reserved.</p></footer></body></html>`;

describe("parseHtml", () => {
  const page = parseHtml(PAGE);

  it("reads a field by its label, with its attributes decoded and its description from aria-describedby", () => {
    const price = page.field("Price");
    expect(price.tag).toBe("input");
    expect(price.attributes).toMatchObject({ name: "price", value: "24.99", "aria-invalid": "true" });
    expect(price.description).toBe("Price must be a positive amount In dollars");
    expect(page.field("Workbook A").attributes.value).toBe("a");
    expect(() => page.field("Pric")).toThrow('expected one field labelled "Pric", found 0');
  });

  it("skips script and style bodies, so a `<` or a tag written in them is no element", () => {
    expect(page.all((e) => e.attributes.id === "fake").map((e) => e.tag)).toEqual([]);
    expect(page.all((e) => e.tag === "script")).toHaveLength(1);
  });

  it("finds a region by the heading that names it, and queries within it", () => {
    const bundle = page.region("Bundle");
    expect(bundle.tag).toBe("section");
    expect(bundle.within.field("Price").attributes.id).toBe("book-bundle.price");
    expect(bundle.within.statuses().map((s) => s.text)).toEqual([]);
    expect(page.statuses().map((s) => s.text)).toEqual(["Bundle saved"]);
    expect(() => page.region("Bundl")).toThrow('expected one region "Bundl", found 0');
  });

  it("takes the page's own header and footer as banner and contentinfo, not a section's", () => {
    expect(
      page
        .banner()
        .within.links("Dashboard")
        .map((a) => a.attributes.href),
    ).toEqual(["/dashboard"]);
    expect(
      page
        .banner()
        .within.links("Login")
        .map((a) => a.name),
    ).toEqual([]);
    expect(page.navigations().map((n) => n.name)).toEqual(["Main"]);
    expect(page.contentinfo().text).toBe("© 2026 Rerouted. All rights reserved.");
    expect(
      page
        .contentinfo()
        .within.links()
        .map((a) => a.name),
    ).toEqual([]);
  });

  it("closes void elements, self-closed or not, and keeps text with React's separators out", () => {
    const paragraph = page.all((e) => e.tag === "p" && e.text.startsWith("You"))[0]!;
    expect(paragraph.text).toBe("You're all set — fine");
    expect(paragraph.parent?.tag).toBe("main");
    expect(page.all((e) => e.tag === "img")[0]!.within.elements.map((e) => e.tag)).toEqual([]);
  });

  it("ends what a closing tag leaves open, and refuses an element never closed or a closing tag with none open", () => {
    expect(() => parseHtml("<div><p>open</div>")).not.toThrow();
    expect(() => parseHtml("<div><p>open</p>")).toThrow("<div> is never closed");
    expect(() => parseHtml("</p>")).toThrow("a closing </p> at offset 0 closes nothing");
  });

  it("builds a form's submission as a browser does: filled fields, ticked boxes, chosen option, no disabled control", () => {
    const sent = page.submission("Save Bundle", { Price: "26", Notes: "new" });
    expect(sent.action).toBe("/admin/actions");
    expect(sent.method).toBe("POST");
    expect([...sent.body]).toEqual([
      ["intent", "offer.save"],
      ["price", "26"],
      ["provider", "stripe"],
      ["grants", "a"],
      ["notes", "new"],
    ]);
    expect([...page.submission("Save Bundle").body]).toContainEqual(["notes", "Tom & Jerry"]);
    expect(() => page.submission("Preview")).toThrow('expected one submit button "Preview", found 0');
  });
});

describe("decodeEntities and pageText", () => {
  it("decode named and numeric entities once", () => {
    expect(decodeEntities("&lt;b&gt; &quot;a&quot; &#x27;b&#39; &amp;lt; &#8212;&nbsp;x")).toBe(`<b> "a" 'b' &lt; — x`);
    expect(pageText("<p>a</p><p>b&amp;c</p>")).toBe("a b&c");
  });
});
