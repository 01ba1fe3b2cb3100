/** A `mailto:` draft to a user that opens with a greeting (spec §2: Send Email). */
export const mailDraft = (email: string, greeting: string) => `mailto:${email}?body=${encodeURIComponent(greeting)}`;
