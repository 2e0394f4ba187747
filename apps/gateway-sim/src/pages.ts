import { type Payment } from './payments.ts';

// Amount and currency come from the merchant's request, so they are escaped like any input.
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 24rem; margin: 3rem auto; padding: 0 1rem; text-align: center; }
.amount { font-size: 2rem; margin: 1rem 0; }
button { font-size: 1.1rem; padding: 0.6rem 2rem; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const amountLine = (payment: Payment) =>
  `<p class="amount" data-testid="amount">${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</p>`;

/** What the member sees after following payUrl. */
export function payPage(payment: Payment): string {
  const id = encodeURIComponent(payment.paymentId);
  return page(
    'Gateway Sim',
    `<h1>Gateway Sim</h1>
<p>订单 / Order: ${escapeHtml(payment.merchantOrderId)}</p>
${amountLine(payment)}
<form method="post" action="/pay/${id}">
<button type="submit">确认支付 / Pay</button>
</form>`,
  );
}

export function paidPage(payment: Payment, alreadyPaid: boolean): string {
  const heading = alreadyPaid ? '该订单已支付 / Already paid' : '支付成功';
  return page(heading, `<h1>${heading}</h1>\n${amountLine(payment)}`);
}

export function notFoundPage(): string {
  return page('Not found', '<h1>订单不存在 / Payment not found</h1>');
}
