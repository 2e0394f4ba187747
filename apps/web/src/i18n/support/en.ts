import type { SupportResources } from './zh-CN.ts';

export const enSupport: SupportResources = {
  title: 'Live chat',
  subtitle: 'We are here 24/7',
  status: { live: 'Online', connecting: 'Connecting…', down: 'Connection lost, reconnecting…' },
  empty: {
    title: 'Hello, how can we help?',
    desc: 'Our team is online around the clock and will answer your message shortly.',
  },
  quick: {
    label: 'Common questions',
    deposit: 'My deposit has not arrived',
    withdraw: 'Where is my withdrawal?',
    account: 'Account and log-in help',
  },
  author: { operator: 'Support', me: 'Me' },
  read: 'Read',
  unread: 'Sent',
  closed: 'This conversation has ended. Send a message to start a new one.',
  earlier: 'Show earlier messages',
  loadError: 'The messages could not be loaded',
  input: {
    label: 'Message',
    placeholder: 'Type your question…',
    count: '{{count}} / {{max}}',
    tooLong: 'A message can be at most {{max}} characters. Please split it up.',
    send: 'Send',
  },
  image: {
    add: 'Send an image',
    alt: 'Image {{n}}',
    open: 'Open image {{n}}',
    uploading: 'Sending the image…',
    tooBig: 'Images can be at most {{size}} MB',
    notImage: 'Only PNG, JPG, GIF and WebP images can be sent.',
    needLogin: 'Log in to send images.',
  },
  visitor: { hint: 'You can chat without logging in', login: 'Log in' },
  // The brand's outside customer service (a link, or WhatsApp), where there is no chat of ours.
  outside: {
    title: 'Customer service',
    desc: 'Here for you around the clock',
    open: 'Chat with customer service',
    whatsapp: 'Contact us on WhatsApp',
    unavailable: 'Customer service is not available yet. Please try again later.',
    newWindow: 'Open in a new window',
    inPage: 'Chat here on the page',
  },
};
