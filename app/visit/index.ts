/** The visit's public face: the shop's hours, whether it is open now, and asking for a fitting. */
export { ShopHours } from "#app/visit/shop-hours.tsx";
