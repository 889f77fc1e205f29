import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/bounded-text';
import { INPUT_LIMITS } from '../validation/input-limits';
import { ADMIN_MESSAGES } from './admin-messages';

export const ADMIN_USERS_PAGE_SIZE = 25;
export const MAX_DISPLAY_ORDER = 9999;

/** Keyset position: the last row of the page before (newest sign-ups first). */
export const UserCursorSchema = z.object({
  createdAt: z.iso.datetime({ offset: true }).max(40),
  id: z.uuid(),
});
export type UserCursor = z.infer<typeof UserCursorSchema>;

export const ListUsersInputSchema = z.object({
  search: singleLineText(INPUT_LIMITS.search).optional(),
  cursor: UserCursorSchema.optional(),
});
export type ListUsersInput = z.input<typeof ListUsersInputSchema>;

export const SetAdminInputSchema = z.object({
  userId: z.uuid({ error: ADMIN_MESSAGES.userNotFound }),
  isAdmin: z.boolean(),
});

const displayOrder = z
  .number({ error: ADMIN_MESSAGES.displayOrder })
  .int(ADMIN_MESSAGES.displayOrder)
  .min(0, ADMIN_MESSAGES.displayOrder)
  .max(MAX_DISPLAY_ORDER, ADMIN_MESSAGES.displayOrder);

export const DEMO_TITLE_MAX = 120;
export const DEMO_DESCRIPTION_MAX = 500;

export const DemoCallDetailsSchema = z.object({
  title: singleLineText(DEMO_TITLE_MAX).min(1, ADMIN_MESSAGES.titleRequired),
  description: multiLineText(DEMO_DESCRIPTION_MAX).trim(),
  displayOrder,
});
export type DemoCallDetails = z.infer<typeof DemoCallDetailsSchema>;

/** The query string of an upload: the form's numbers arrive as text. */
export const DemoCallUploadQuerySchema = DemoCallDetailsSchema.extend({
  displayOrder: z.coerce.number({ error: ADMIN_MESSAGES.displayOrder }).pipe(displayOrder),
  description: multiLineText(DEMO_DESCRIPTION_MAX).trim().default(''),
});

export const DemoCallIdSchema = z.object({
  id: z.uuid({ error: ADMIN_MESSAGES.demoCallNotFound }),
});
export const UpdateDemoCallSchema = DemoCallIdSchema.extend(DemoCallDetailsSchema.shape);

export const SOCIAL_PROOF_MAX = 80;

/** The hero's social-proof line ('Trusted by ...'); empty hides it. */
export const SocialProofSchema = z.object({
  socialProof: singleLineText(SOCIAL_PROOF_MAX).trim(),
});

export const TESTIMONIAL_QUOTE_MAX = 1000;

export const TestimonialDetailsSchema = z.object({
  quote: multiLineText(TESTIMONIAL_QUOTE_MAX).trim().min(1, ADMIN_MESSAGES.quoteRequired),
  name: singleLineText(INPUT_LIMITS.name).min(1, ADMIN_MESSAGES.nameRequired),
  company: singleLineText(INPUT_LIMITS.name).min(1, ADMIN_MESSAGES.companyRequired),
  isExample: z.boolean(),
  displayOrder,
});
export type TestimonialDetails = z.infer<typeof TestimonialDetailsSchema>;

export const TestimonialIdSchema = z.object({
  id: z.uuid({ error: ADMIN_MESSAGES.testimonialNotFound }),
});
export const UpdateTestimonialSchema = TestimonialIdSchema.extend(TestimonialDetailsSchema.shape);

/** One row of the admin's user list. */
export type AdminUser = {
  id: string;
  email: string;
  name: string;
  signedUpAt: string;
  workspace: string;
  isAdmin: boolean;
  lists: number;
  calls: number;
  lastSignInAt: string | null;
};

export type AdminDemoCall = {
  id: string;
  title: string;
  description: string;
  fileUrl: string;
  displayOrder: number;
  audioContentType: string | null;
  audioBytes: number;
};

export type AdminTestimonial = TestimonialDetails & { id: string };
