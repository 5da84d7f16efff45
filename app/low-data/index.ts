/** Low-data mode's public face: the line that says it is on, and the footer's switch. */
export { LowDataLine } from "#app/low-data/low-data.tsx";
export { LowDataSwitch } from "#app/low-data/low-data-switch.tsx";
