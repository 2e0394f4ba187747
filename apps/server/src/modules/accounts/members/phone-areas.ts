import type { Lang } from '@kirin/contract';

type Localized = Readonly<Record<Lang, string>>;

/** Area codes offered at registration and when binding a phone, most used first. */
const AREAS: readonly { code: string; name: Localized }[] = [
  { code: '86', name: { 'zh-CN': '中国大陆', 'zh-HK': '中國內地', en: 'Mainland China' } },
  { code: '852', name: { 'zh-CN': '中国香港', 'zh-HK': '中國香港', en: 'Hong Kong' } },
  { code: '853', name: { 'zh-CN': '中国澳门', 'zh-HK': '中國澳門', en: 'Macao' } },
  { code: '886', name: { 'zh-CN': '中国台湾', 'zh-HK': '中國台灣', en: 'Taiwan' } },
  { code: '65', name: { 'zh-CN': '新加坡', 'zh-HK': '新加坡', en: 'Singapore' } },
  { code: '60', name: { 'zh-CN': '马来西亚', 'zh-HK': '馬來西亞', en: 'Malaysia' } },
  { code: '66', name: { 'zh-CN': '泰国', 'zh-HK': '泰國', en: 'Thailand' } },
  { code: '84', name: { 'zh-CN': '越南', 'zh-HK': '越南', en: 'Vietnam' } },
  { code: '63', name: { 'zh-CN': '菲律宾', 'zh-HK': '菲律賓', en: 'Philippines' } },
  { code: '62', name: { 'zh-CN': '印度尼西亚', 'zh-HK': '印尼', en: 'Indonesia' } },
  { code: '855', name: { 'zh-CN': '柬埔寨', 'zh-HK': '柬埔寨', en: 'Cambodia' } },
  { code: '95', name: { 'zh-CN': '缅甸', 'zh-HK': '緬甸', en: 'Myanmar' } },
  { code: '81', name: { 'zh-CN': '日本', 'zh-HK': '日本', en: 'Japan' } },
  { code: '82', name: { 'zh-CN': '韩国', 'zh-HK': '韓國', en: 'South Korea' } },
  { code: '1', name: { 'zh-CN': '美国/加拿大', 'zh-HK': '美國/加拿大', en: 'USA / Canada' } },
  { code: '44', name: { 'zh-CN': '英国', 'zh-HK': '英國', en: 'United Kingdom' } },
  { code: '61', name: { 'zh-CN': '澳大利亚', 'zh-HK': '澳洲', en: 'Australia' } },
];

export function phoneAreas(lang: Lang): { code: string; name: string }[] {
  return AREAS.map((area) => ({ code: area.code, name: area.name[lang] }));
}
