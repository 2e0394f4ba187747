// Texts of the feedback pages (submit, my feedback, a thread, the tutorial "leave a message"
// page), loaded with those pages under the top-level key `feedback`.
import type { Widen } from '../zh-CN.ts';

export const zhCNFeedback = {
  tabs: { label: '意见反馈', submit: '提交反馈', mine: '我的反馈' },
  listTitle: '我的反馈',
  detailTitle: '反馈详情',
  type: {
    label: '反馈类型',
    required: '请选择反馈类型',
    deposit: '充值问题',
    withdraw: '提现问题',
    game: '游戏问题',
    account: '账户问题',
    suggestion: '意见建议',
    other: '其他',
  },
  state: { open: '待回复', replied: '已回复', closed: '已关闭' },
  content: {
    label: '问题描述',
    placeholder: '请详细描述您遇到的问题或建议，以便我们更快为您处理',
    required: '请填写问题描述',
    tooLong: '最多 {{max}} 个字',
    count: '已输入 {{count}} / {{max}} 个字',
  },
  images: {
    label: '上传图片（选填，最多 {{max}} 张）',
    hint: '支持 PNG、JPG、GIF、WebP，每张不超过 {{size}}MB',
    add: '添加图片',
    remove: '移除第 {{n}} 张图片',
    retry: '重新上传',
    uploading: '上传中 {{percent}}%',
    failed: '上传失败',
    tooLarge: '图片不能超过 {{size}}MB',
    wrongType: '仅支持上传 PNG、JPG、GIF、WebP 格式的图片',
    wait: '图片正在上传，请稍候',
    alt: '反馈图片 {{n}}',
    open: '查看大图 {{n}}',
  },
  submit: '提交',
  reply: {
    label: '继续补充',
    placeholder: '补充说明或回复客服',
    send: '发送',
    closed: '该反馈已关闭，如有新问题请重新提交',
  },
  author: { member: '我', operator: '客服回复' },
  replies: '{{count}} 条回复',
  noReplies: '暂无回复',
  waiting: '我们已收到您的反馈，客服会尽快回复，请留意本页。',
  empty: '您还没有提交过反馈',
  emptyAction: '提交反馈',
  loadMore: '加载更多',
  missing: '该反馈不存在',
  backToList: '返回我的反馈',
  createdAt: '提交时间 {{time}}',
  leaveMsg: {
    title: '留言',
    intro: '有任何意见或建议，欢迎给我们留言。客服会在 24 小时内回复，回复可在“我的反馈”中查看。',
    done: '留言已提交，感谢您的宝贵意见！',
    viewMine: '查看我的反馈',
    again: '再写一条',
    label: '留言内容',
    placeholder: '写下您的意见或建议，我们会认真阅读每一条留言',
  },
} as const;

export type FeedbackResources = Widen<typeof zhCNFeedback>;
