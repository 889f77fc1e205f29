/** Spec entity "Demo call": what the landing page's players show. */
export type DemoCall = {
  id: string;
  title: string;
  description: string | null;
  fileUrl: string;
};

export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  company: string;
  /** Illustrative, not a real customer: shown with an 'Example' mark. */
  isExample: boolean;
};

export type LandingConfig = {
  /** The scheduling page the 'Book a Call' buttons open in a new tab. */
  discoveryCallUrl: string;
  /** Cal.com's inline embed: its script, the booking page's origin and its path (calLink). */
  calEmbed: { scriptUrl: string; origin: string; calLink: string };
};

/** Where an uploaded demo-call recording is served (the admin area writes rows pointing here). */
export const demoCallAudioPath = (id: string) => `/api/demo-calls/${id}/audio`;
