/** Texts of chat. */
export const chat = {
  open: 'Chat with the assistant',
  close: 'Close chat',
  title: 'Medical Assistant',
  assistantAlt: 'The assistant',
  greeting: 'Hello Doctor, How can I assist you?',
  resetGreeting: 'Hi! How can I help you today?',
  log: 'Conversation with the assistant',
  you: 'You:',
  assistant: 'Assistant:',
  inputLabel: 'Your question',
  placeholder: 'Type your question…',
  /** Under the input once a question nears the limit: its length against the limit. */
  count: (length: number, max: number) =>
    `${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')} characters`,
  tooLong: (max: number) =>
    `Too long to send. Please shorten your question to ${max.toLocaleString('en-IN')} characters.`,
  send: 'Send',
  typing: '...',
  typingLabel: 'The assistant is typing',
  failed: 'The assistant could not answer just now.',
  retry: 'Retry',
  terms: 'Terms and Conditions',
  disclaimer: 'Disclaimer',
  disclaimerTitle: 'Disclaimer',
  disclaimerText: (brand: string) =>
    `By using this bot or the ${brand} app and services, you agree to the Terms and Conditions.`,
  readFirst: 'Please read them before you agree:',
  agreeCheck: 'I have read and agree to the Terms and Conditions',
  agree: 'I agree',
  agreeing: 'Processing...',
  reportOffer: 'Report a side effect',
} as const;
