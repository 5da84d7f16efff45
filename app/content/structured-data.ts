import type {
  AggregateOffer,
  BreadcrumbList,
  ClothingStore,
  DayOfWeek,
  ItemList,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  OpeningHoursSpecification,
  Product,
  QuantitativeValue,
  WithContext,
} from "schema-dts";
import type { Hours } from "#app/utils/opening-hours.ts";
import type { SiteData } from "#app/content/site-data.ts";
import type { Days, DesignFacts, Price } from "#app/content/design-facts.ts";

/**
 * Structured data for search engines (JSON-LD). The schema.org types from
 * schema-dts check every property at compile time.
 */

/** The business's node, which every page's ClothingStore names and products point to as their seller. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`;

/**
 * The shop's week, one specification for each stretch of hours and the days it holds them, and the
 * days it closes as special hours opening and closing at midnight, which is how schema.org says
 * closed all day.
 */
function openingHours({ week, closed }: Hours) {
  const stretches = [...new Set(week.map(({ opens, closes }) => `${opens}-${closes}`))];
  return {
    openingHoursSpecification: stretches.map((stretch): OpeningHoursSpecification => {
      const [opens, closes] = stretch.split("-");
      const days = week.filter((opening) => opening.opens === opens && opening.closes === closes);
      return {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map(({ day }) => `https://schema.org/${day[0].toUpperCase()}${day.slice(1)}` as DayOfWeek),
        opens,
        closes,
      };
    }),
    ...(closed.length > 0
      ? {
          specialOpeningHoursSpecification: closed.map(({ date }): OpeningHoursSpecification => ({
            "@type": "OpeningHoursSpecification",
            validFrom: date,
            validThrough: date,
            opens: "00:00",
            closes: "00:00",
          })),
        }
      : {}),
  };
}

/** The business, on every page: with its hours, its place on the map and a link to it where the content gives them. */
export function storeJsonLd(
  site: Pick<SiteData, "business" | "contact" | "hours" | "paymentAccepted">,
  siteUrl: string,
  image: string,
): WithContext<ClothingStore> {
  const { business, contact, hours, paymentAccepted } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": businessId(siteUrl),
    name: business.name,
    description: business.description,
    url: `${siteUrl}/`,
    image,
    foundingDate: business.founded,
    address: contact.address,
    telephone: contact.phone.replace(/[^\d+]/g, ""),
    email: contact.email,
    sameAs: [contact.facebook, contact.twitter, contact.youtube],
    hasMap: contact.maps,
    ...(contact.geo ? { geo: { "@type": "GeoCoordinates", latitude: contact.geo.latitude, longitude: contact.geo.longitude } } : {}),
    ...(hours ? openingHours(hours) : {}),
    ...(paymentAccepted ? { paymentAccepted } : {}),
  };
}

/** A design as a catalogue page lists it. */
export interface ListedDesign {
  name: string;
  /** Its own page. */
  url: string;
  /** Its photo's file. */
  image: string;
}

/** A catalogue page: its designs in order, each with its own page (kept short: every catalogue page carries it). `first` is the position of its first, from 1. */
export function designListJsonLd(name: string, url: string, designs: ListedDesign[], first = 1): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url,
    itemListElement: designs.map((design, i) => ({ "@type": "ListItem", position: first + i, url: design.url, name: design.name, image: design.image })),
  };
}

export interface DesignProduct {
  name: string;
  /** Its own page. */
  url: string;
  /** Its photos' files, the first its card's. */
  image: string[];
  /** Its collection's heading, such as Kediya's. */
  category: string;
  price: Price;
  facts?: DesignFacts;
}

/** What the shop promises of every order, from content/site.json's `promises`: delivery within India, and returns. */
export interface OrderTerms {
  /** What delivery costs (0 for free) and how long a parcel takes; absent where orders are collected at the shop. */
  delivery?: { charge: number; days?: Days };
  /** The days a finished garment may be returned in; absent where garments are altered rather than returned. */
  returnDays?: number;
}

const days = ({ from, to }: Days): QuantitativeValue => ({ "@type": "QuantitativeValue", minValue: from, maxValue: to, unitCode: "DAY" });

/** An offer's delivery and returns, as search engines read them. */
function orderTerms({ delivery, returnDays }: OrderTerms, making: QuantitativeValue | undefined) {
  const returns: MerchantReturnPolicy = {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "IN",
    ...(returnDays === undefined
      ? { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" }
      : {
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: returnDays,
          returnMethod: "https://schema.org/ReturnInStore",
        }),
  };
  const shipping: OfferShippingDetails | undefined = delivery && {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: delivery.charge, currency: "INR" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      ...(making ? { handlingTime: making } : {}),
      ...(delivery.days ? { transitTime: days(delivery.days) } : {}),
    },
  };
  return { hasMerchantReturnPolicy: returns, ...(shipping ? { shippingDetails: shipping } : {}) };
}

/**
 * A design on its own page, as a product made to order: its price (a range where it has an
 * upper bound), how long it takes, and the shop that makes it. Only a design with a price is
 * one: a product without an offer is an error to search engines, not a description.
 */
export function productJsonLd({ name, url, image, category, price, facts }: DesignProduct, siteUrl: string, promised?: OrderTerms): WithContext<Product> {
  const leadTime = facts?.days && days(facts.days);
  const terms = {
    priceCurrency: "INR",
    availability: "https://schema.org/MadeToOrder",
    seller: { "@id": businessId(siteUrl) },
    url,
    ...(leadTime ? { deliveryLeadTime: leadTime } : {}),
    ...(promised ? orderTerms(promised, leadTime) : {}),
  } as const;
  const offers: Offer | AggregateOffer =
    price.to === undefined || price.to === price.from
      ? { "@type": "Offer", price: price.from, ...terms }
      : { "@type": "AggregateOffer", lowPrice: price.from, highPrice: price.to, ...terms };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    url,
    // One photo as one address, as before designs had more; several as a list, every one of them.
    image: image.length === 1 ? image[0] : image,
    category,
    ...(facts?.fabric ? { material: facts.fabric } : {}),
    ...(facts?.colours ? { color: facts.colours.join(", ") } : {}),
    offers,
  };
}

/** Home › Kediya's (› a photo). */
export function breadcrumbsJsonLd(trail: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
