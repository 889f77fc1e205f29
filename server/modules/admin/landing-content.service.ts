import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import type {
  AdminDemoCall,
  AdminTestimonial,
  DemoCallDetails,
  TestimonialDetails,
} from '../../../shared/admin/admin-schemas';
import { demoCallAudioUrl } from '../../../shared/admin/demo-call-audio';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import * as repo from './landing-content.repository';

type Deps = Pick<AppDeps, 'db'>;
type Audio = { bytes: Buffer; contentType: string };

export async function listDemoCalls(deps: Deps): Promise<AdminDemoCall[]> {
  const rows = await repo.listDemoCallRows(deps.db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    fileUrl: row.file_url,
    displayOrder: row.display_order,
    audioContentType: row.audio_content_type,
    audioBytes: Number(row.audio_bytes),
  }));
}

export function addDemoCall(deps: Deps, details: DemoCallDetails, audio: Audio): Promise<string> {
  return repo.insertDemoCall(deps.db, details, audio, demoCallAudioUrl);
}

export async function replaceDemoCallAudio(deps: Deps, id: string, audio: Audio) {
  if (!(await repo.replaceDemoCallAudio(deps.db, id, audio, demoCallAudioUrl(id)))) {
    throw new NotFoundError(ADMIN_MESSAGES.demoCallNotFound);
  }
}

export async function updateDemoCall(deps: Deps, id: string, details: DemoCallDetails) {
  if (!(await repo.updateDemoCallDetails(deps.db, id, details))) {
    throw new NotFoundError(ADMIN_MESSAGES.demoCallNotFound);
  }
}

export async function removeDemoCall(deps: Deps, id: string) {
  if (!(await repo.deleteDemoCall(deps.db, id))) {
    throw new NotFoundError(ADMIN_MESSAGES.demoCallNotFound);
  }
}

export async function listTestimonials(deps: Deps): Promise<AdminTestimonial[]> {
  const rows = await repo.listTestimonialRows(deps.db);
  return rows.map((row) => ({
    id: row.id,
    quote: row.quote,
    name: row.name,
    company: row.company,
    isExample: row.is_example,
    displayOrder: row.display_order,
  }));
}

export async function addTestimonial(deps: Deps, details: TestimonialDetails) {
  return { id: await repo.insertTestimonial(deps.db, details) };
}

export async function updateTestimonial(deps: Deps, id: string, details: TestimonialDetails) {
  if (!(await repo.updateTestimonial(deps.db, id, details))) {
    throw new NotFoundError(ADMIN_MESSAGES.testimonialNotFound);
  }
}

export async function removeTestimonial(deps: Deps, id: string) {
  if (!(await repo.deleteTestimonial(deps.db, id))) {
    throw new NotFoundError(ADMIN_MESSAGES.testimonialNotFound);
  }
}
