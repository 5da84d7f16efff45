/** The order's public face: the form on demand, the page as drawn without script, and how ordering works. */
export { HowOrderingWorks } from "#app/order/how-ordering-works.tsx";
export { OrderForm } from "#app/order/lazy-order-form.ts";
export { contactAddress, NoScriptDesign, OrderNoScript } from "#app/order/order-no-script.tsx";
export type { OrderPageData } from "#app/order/order-page-data.ts";
