import type { DemoCall, LandingConfig, Testimonial } from '../../../shared/landing/landing-types';
import type { AppDeps } from '../../deps';
import { listDemoCalls, listTestimonials } from './landing.repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function demoCalls({ db }: Deps): Promise<DemoCall[]> {
  const rows = await listDemoCalls(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    fileUrl: row.file_url,
  }));
}

export async function testimonials({ db }: Deps): Promise<Testimonial[]> {
  const rows = await listTestimonials(db);
  return rows.map((row) => ({
    id: row.id,
    quote: row.quote,
    name: row.name,
    company: row.company,
    isExample: row.is_example,
  }));
}

/** What the public page needs from config: nothing secret. */
export function landingConfig({ config }: Deps): LandingConfig {
  return {
    discoveryCallUrl: config.landing.discoveryCallUrl,
    calEmbed: { ...config.landing.calEmbed },
  };
}
