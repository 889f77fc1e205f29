import {
  BookOpen,
  Bot,
  CalendarCheck,
  CreditCard,
  FileSpreadsheet,
  ListChecks,
  PhoneOutgoing,
  RefreshCw,
  UserCheck,
} from 'lucide-react';
import { Section } from './section';

/** The nine features the spec lists, in its order. */
const FEATURES = [
  {
    icon: FileSpreadsheet,
    title: 'CSV upload',
    text: "Upload contact lists in the voice-AI provider's CSV format. Every row is checked before a single call goes out.",
  },
  {
    icon: PhoneOutgoing,
    title: 'Automated outbound calls',
    text: 'AI agents work through the list in batches, so your reps spend their day on homeowners who said yes.',
  },
  {
    icon: RefreshCw,
    title: 'Smart redialing',
    text: 'No answer or voicemail? The contact is called again once the retry delay you chose has passed.',
  },
  {
    icon: UserCheck,
    title: 'Contacts removed after success',
    text: 'Anyone who answers leaves the dialer at once, so no homeowner is called twice for the same job.',
  },
  {
    icon: CalendarCheck,
    title: 'Direct appointment setting',
    text: 'Agents check your availability and book inspections straight into your scheduling calendar.',
  },
  {
    icon: ListChecks,
    title: 'Your number of attempts',
    text: 'Decide how many times each contact is tried and how long to wait between attempts.',
  },
  {
    icon: BookOpen,
    title: 'Knowledge base',
    text: 'Upload documents about your company, warranties and insurance process for the agents to draw on.',
  },
  {
    icon: CreditCard,
    title: 'Simple billing',
    text: 'Pay by credit card: one monthly plan, no per-minute surprises.',
  },
  {
    icon: Bot,
    title: 'Pre-built voice agents',
    text: 'Start from agents built for roofing calls and choose the voice that fits your brand.',
  },
];

export function FeaturesSection() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything your outbound team does, on autopilot"
      description="From the list you upload to the inspection on your calendar."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
