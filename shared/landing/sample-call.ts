/**
 * The landing page's sample call on an install without demo recordings: a scripted example of
 * the calls the simulated flow stands for (an agent reaching a homeowner after a hail storm and
 * booking an inspection). Shown as a sample, never as a recording of a real call.
 */
export const SAMPLE_CALL = {
  title: 'Sample call: hail follow-up booked',
  label: 'Sample call',
  note: "A scripted example read by your browser's voice, not a recording of a real call.",
  lines: [
    { speaker: 'Agent', text: 'Hi, is this Maria? This is Alex calling for Summit Roofing.' },
    { speaker: 'Homeowner', text: 'Yes, this is Maria.' },
    {
      speaker: 'Agent',
      text: 'Last Tuesday hail came through your neighborhood. Have you noticed any damage to your roof?',
    },
    { speaker: 'Homeowner', text: 'I am not sure. A neighbor had shingles come off.' },
    {
      speaker: 'Agent',
      text: 'We offer a free inspection, and we can help with the insurance claim if we find damage. Would Thursday at 10 in the morning work?',
    },
    { speaker: 'Homeowner', text: 'Thursday at 10 works.' },
    {
      speaker: 'Agent',
      text: 'You are booked for Thursday at 10. You will get a text confirmation shortly. Thanks, Maria!',
    },
  ],
} as const;

export type SampleCallLine = (typeof SAMPLE_CALL.lines)[number];
