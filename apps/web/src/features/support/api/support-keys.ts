/** The conversation is one per customer: a member by session, a visitor by this browser. */
export const conversationKey = (identity: string) => ['support', 'conversation', identity] as const;
