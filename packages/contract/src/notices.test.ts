import { describe, expect, it } from 'vitest';
import { LANGS } from './lang.ts';
import { NOTICE_KINDS, renderNotice } from './notices.ts';

describe('notices', () => {
  it('exist for every kind in every language, every placeholder filled from the same parameters', () => {
    const params = {
      site: 'S',
      account: 'a',
      orderNo: 'N',
      amount: '¥1.00',
      payout: '¥1.00',
      fee: '¥0.00',
      reason: 'r',
      what: 'w',
      turnover: '¥2.00',
      level: 3,
    };
    for (const kind of NOTICE_KINDS) {
      for (const lang of LANGS) {
        const { title, body } = renderNotice(kind, lang, params);
        expect(title).not.toMatch(/\{\w+\}/);
        expect(body).not.toMatch(/\{\w+\}/);
        expect(body.length).toBeGreaterThan(5);
      }
    }
  });

  it('names the reward of a bonus in the reader’s language', () => {
    const params = { reward: 'rebate', amount: '¥8.00', turnover: '¥8.00' };
    expect(renderNotice('bonus_credited', 'zh-HK', params).body).toMatch(/^回水 ¥8.00/);
    expect(renderNotice('bonus_credited', 'en', params).body).toMatch(/^A rebate of ¥8.00/);
  });

  it('takes a parameter in the reader’s language when it has one', () => {
    const params = {
      account: 'a1',
      site: '鹏冠电子',
      'site@zh-HK': '鵬冠電子',
      'site@en': 'Pengguan',
    };
    expect(renderNotice('welcome', 'zh-HK', params).title).toBe('歡迎加入鵬冠電子');
    expect(renderNotice('welcome', 'en', params).title).toBe('Welcome to Pengguan');
    expect(renderNotice('welcome', 'zh-CN', params).title).toBe('欢迎加入鹏冠电子');
  });

  it('fills the member’s figures', () => {
    expect(renderNotice('deposit_credited', 'zh-HK', { orderNo: 'D1', amount: '¥100.00' })).toEqual(
      {
        title: '存款已到賬',
        body: '您的存款訂單 D1 已到賬 ¥100.00，可在交易記錄中查看。',
      },
    );
  });
});
