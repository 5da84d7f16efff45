/**
 * The drawings the site has, each of the part of the body it shows measured
 * (app/order/measure-drawing.tsx): the owner picks one for each measurement she asks for
 * (content/measurements.json), and the order page draws it beside its field.
 */
export const DRAWINGS = ["neck", "shoulder", "chest", "waist", "hips", "armhole", "sleeve", "top-length", "bottom-length", "thigh", "ankle"] as const;
export type Drawing = (typeof DRAWINGS)[number];
