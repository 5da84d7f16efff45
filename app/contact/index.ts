/** Contact's public face: the section with the shop's ways to reach it and the form. */
export { ContactSection } from "#app/contact/contact-section.tsx";
