import type { ContentResources } from './zh-CN.ts';

export const zhHKContent: ContentResources = {
  title: {
    help: '幫助中心',
    tutorial: '教學',
    sponsor: '贊助',
  },
  tutorials: '全部教學',
  updatedAt: '更新於 {{date}}',
  table: '表格，可左右滑動',
  missing: {
    title: '文章不存在',
    desc: '這篇文章不存在或已被移除',
    toHelp: '返回幫助中心',
  },
  error: {
    title: '文章載入失敗',
    desc: '請檢查網絡後再試',
  },
};
