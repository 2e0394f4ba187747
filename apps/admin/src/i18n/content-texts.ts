// The content pages screen's words; texts.ts puts them under `content`.

export const contentZh = {
  title: '帮助、教程与赞助页面',
  create: '新建页面',
  edit: '编辑页面',
  slug: '路径',
  slugHint: '会员站的地址，不含开头的 /，例如 tutorial/deposit、help/center',
  lang: '语言',
  pageTitle: '标题',
  sort: '排序',
  body: '正文（HTML，保存时会清理不安全的内容）',
  preview: '预览',
  previewNote: '预览为保存后会员看到的内容（已清理）；外部图片在后台不显示',
  save: '保存',
  saved: '已保存',
  required: '请填写此项',
  updated: '最近保存',
  seeded: '初始内容',
  open: '编辑',
};

export const contentEn: typeof contentZh = {
  title: 'Help, tutorial and sponsor pages',
  create: 'New page',
  edit: 'Edit page',
  slug: 'Path',
  slugHint:
    'Its address on the member site without the leading /, e.g. tutorial/deposit, help/center',
  lang: 'Language',
  pageTitle: 'Title',
  sort: 'Order',
  body: 'Body (HTML, cleaned of anything unsafe when saved)',
  preview: 'Preview',
  previewNote:
    'The preview is what members will read once saved (cleaned); outside images are not shown here',
  save: 'Save',
  saved: 'Saved',
  required: 'Required',
  updated: 'Last saved',
  seeded: 'As seeded',
  open: 'Edit',
};
