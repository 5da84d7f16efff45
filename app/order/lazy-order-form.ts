import { onDemand } from "#app/components/on-demand.tsx";

/** The form, its words in the page's language, and what it keeps on the phone: downloaded as the page runs. */
export const OrderForm = onDemand(() => import("#app/order/order-form.tsx"), { soon: true });
