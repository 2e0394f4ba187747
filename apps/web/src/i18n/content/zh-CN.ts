// Texts of the help centre, tutorial and sponsor pages (the articles themselves come from the
// server), loaded with those pages under the top-level key `content`.
import type { Widen } from '../zh-CN.ts';

export const zhCNContent = {
  title: {
    help: '帮助中心',
    tutorial: '教程',
    sponsor: '赞助',
  },
  tutorials: '全部教程',
  updatedAt: '更新于 {{date}}',
  table: '表格，可左右滑动',
  missing: {
    title: '文章不存在',
    desc: '这篇文章不存在或已被移除',
    toHelp: '返回帮助中心',
  },
  error: {
    title: '文章加载失败',
    desc: '请检查网络后重试',
  },
} as const;

export type ContentResources = Widen<typeof zhCNContent>;
