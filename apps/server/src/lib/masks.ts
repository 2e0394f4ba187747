// What a member sees of their own contact details and withdrawal accounts once stored: enough to
// recognise them, not enough to be useful to someone looking over a shoulder.

export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  const keepStart = phone.length >= 11 ? 3 : 2;
  return `${phone.slice(0, keepStart)}****${phone.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}

export function maskCardNo(cardNo: string): string {
  return `**** **** **** ${cardNo.slice(-4)}`;
}

export function maskAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

export function maskAlipay(account: string): string {
  return account.includes('@') ? maskEmail(account) : maskPhone(account);
}
