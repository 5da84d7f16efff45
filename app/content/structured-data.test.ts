import type { BreadcrumbList, ClothingStore, ImageGallery, WithContext } from "schema-dts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { siteData } from "../utils/site-data.ts";
import { readContent } from "./read-content.ts";
import { breadcrumbsJsonLd, galleryJsonLd, storeJsonLd } from "./structured-data.ts";

// The builders are typed with schema-dts, the schema.org vocabulary as TypeScript
// types: a property the type does not have, or a value of the wrong kind, fails
// the typecheck. These tests hold the types and the values a search engine needs.
const site = siteData(readContent(), "en", "https://tailor.example");

describe("structured data", () => {
  it("describes the business as a schema.org ClothingStore with its contact details", () => {
    const store = storeJsonLd(site, "https://tailor.example", "https://tailor.example/share/home.jpg");
    expectTypeOf(store).toEqualTypeOf<WithContext<ClothingStore>>();
    expect(store).toEqual({
      "@context": "https://schema.org",
      "@type": "ClothingStore",
      "@id": "https://tailor.example/#business",
      name: site.business.name,
      description: site.business.description,
      url: "https://tailor.example/",
      image: "https://tailor.example/share/home.jpg",
      foundingDate: "2018",
      address: site.contact.address,
      telephone: "+919876543210",
      email: site.contact.email,
      sameAs: [site.contact.facebook, site.contact.twitter, site.contact.youtube],
    });
  });

  it("describes a catalogue as an ImageGallery of captioned ImageObjects", () => {
    const gallery = galleryJsonLd("Koti's", "https://tailor.example/koti", [
      { url: "https://tailor.example/assets/1.jpg", caption: "Teal koti", page: "https://tailor.example/koti/photo/1" },
    ]);
    expectTypeOf(gallery).toEqualTypeOf<WithContext<ImageGallery>>();
    expect(gallery.image).toEqual([
      expect.objectContaining({ "@type": "ImageObject", contentUrl: "https://tailor.example/assets/1.jpg", caption: "Teal koti" }),
    ]);
  });

  it("numbers the breadcrumbs from 1", () => {
    const crumbs = breadcrumbsJsonLd([
      { name: "Home", url: "https://tailor.example/" },
      { name: "Koti's", url: "https://tailor.example/koti" },
    ]);
    expectTypeOf(crumbs).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://tailor.example/" },
      { "@type": "ListItem", position: 2, name: "Koti's", item: "https://tailor.example/koti" },
    ]);
  });
});
