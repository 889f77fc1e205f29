/** Every text the admin area shows or the admin API answers with. */
export const ADMIN_MESSAGES = {
  adminsOnly: 'Admins only.',
  userNotFound: 'User not found',
  lastAdmin: 'The last admin cannot be removed. Make someone else an admin first.',
  demoCallNotFound: 'Demo call not found',
  testimonialNotFound: 'Testimonial not found',
  titleRequired: 'Title is required',
  quoteRequired: 'Quote is required',
  nameRequired: 'Name is required',
  companyRequired: 'Company is required',
  displayOrder: 'Display order must be a whole number from 0 to 9999',
  audioMissing: 'Choose an audio file to upload',
  audioType: 'Audio must be an MP3, WAV, OGG, M4A or WebM file',
  audioTooLarge: 'Audio must be at most 10 MB',
  audioUnreadable: 'The audio file could not be read. Please try again.',
  socialProofSaved: 'Social proof saved',
  socialProofCleared: 'Social proof removed: the landing page shows none',
} as const;
