/** The job application form's words (its own module: only the careers pages load them). */
export const applicationCopy = {
  titleForJob: (title: string) => `Apply for ${title}`,
  titleGeneral: 'Send a general application',
  intro: 'Tell us who you are and what you would like to work on. A person on our team reads every application.',
  name: 'Full Name',
  email: 'Email Address',
  link: 'Link to your resume, LinkedIn or portfolio (optional)',
  message: 'Why you, and why this role?',
  submit: 'Send Application',
  sent: 'Thanks, your application is in. We reply to every applicant within five business days.',
} as const;
