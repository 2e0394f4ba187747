// Texts of the customer-service chat (/app/customer, /iframeCustomerService), loaded with its
// pages under the top-level key `support`.
import type { Widen } from '../zh-CN.ts';

export const zhCNSupport = {
  title: '在线客服',
  subtitle: '7×24 小时为您服务',
  status: { live: '客服在线', connecting: '连接中…', down: '连接中断，正在重连…' },
  empty: {
    title: '您好，有什么可以帮您？',
    desc: '客服全天在线，发送消息后我们会尽快回复您。',
  },
  quick: {
    label: '常见问题',
    deposit: '充值还没到账',
    withdraw: '提现进度查询',
    account: '账户与登录问题',
  },
  author: { operator: '客服', me: '我' },
  read: '已读',
  unread: '未读',
  closed: '本次会话已结束。如有新问题，直接发送消息即可开始新的会话。',
  earlier: '查看更早的消息',
  loadError: '消息加载失败',
  input: {
    label: '输入消息',
    placeholder: '请输入您的问题…',
    count: '{{count}} / {{max}}',
    tooLong: '消息不能超过 {{max}} 个字，请分几条发送',
    send: '发送',
  },
  image: {
    add: '发送图片',
    alt: '图片 {{n}}',
    open: '查看图片 {{n}}',
    uploading: '图片发送中…',
    tooBig: '图片不能超过 {{size}}MB',
    notImage: '仅支持 PNG、JPG、GIF、WebP 格式的图片',
    needLogin: '登录后才能发送图片',
  },
  visitor: { hint: '未登录也可以直接咨询', login: '登录' },
  // The brand's outside customer service (a link, or WhatsApp), where there is no chat of ours.
  outside: {
    title: '在线客服',
    desc: '7×24小时为您服务',
    open: '联系在线客服',
    whatsapp: '通过 WhatsApp 联系我们',
    unavailable: '暂未开通在线客服，请稍后再试',
    newWindow: '在新窗口中打开',
    inPage: '在本页打开客服',
  },
};

export type SupportResources = Widen<typeof zhCNSupport>;
