import { type Lang } from '../persistence.ts';

/** The words every table's page shows, per session language. zh-CN is the source. */
const zhCN = {
  balance: '余额',
  refresh: '刷新',
  back: '返回大厅',
  chips: '筹码',
  pickBet: '请先选择下注项',
  yourBet: '下注',
  stake: '投注',
  payout: '派彩',
  youWin: '赢',
  youLose: '输',
  push: '退还本金',
  insufficient: '余额不足，请减少投注或返回大厅转入',
  sessionExpired: '游戏会话已失效，请返回大厅重新进入',
  networkError: '网络错误，请重试',
  fairness: '公平性验证',
  nextHash: '下一局服务端种子哈希 sha256(serverSeed)',
  nonce: '局号 nonce',
  clientSeed: '客户端种子（可修改）',
  lastRound: '上一局',
  serverSeed: '服务端种子 serverSeed',
  result: '结果',
  verify: '验证',
  verifyOk: '验证通过：种子哈希与开局前公布的一致，结果可由种子重新算出',
  verifyFail: '验证失败：与公布的结果不一致',
  verifyUnavailable: '此浏览器不能在页面内计算（需要 HTTPS），请按下面的方法自行验证',
  verifyCommon:
    '开局前公布服务端种子的 SHA-256 哈希，开局后公布种子本身。计算 HMAC-SHA256(服务端种子, 客户端种子 + ":" + nonce) 得到 32 个字节，第 i 个数值是第 2i、2i+1 个字节（大端，从 0 数起）组成的 0–65535 的整数。',
  history: '最近记录',
};

export type CommonText = typeof zhCN;

const zhHK: CommonText = {
  balance: '餘額',
  refresh: '刷新',
  back: '返回大廳',
  chips: '籌碼',
  pickBet: '請先選擇下注項',
  yourBet: '下注',
  stake: '投注',
  payout: '派彩',
  youWin: '贏',
  youLose: '輸',
  push: '退還本金',
  insufficient: '餘額不足，請減少投注或返回大廳轉入',
  sessionExpired: '遊戲會話已失效，請返回大廳重新進入',
  networkError: '網絡錯誤，請重試',
  fairness: '公平性驗證',
  nextHash: '下一局伺服器種子雜湊 sha256(serverSeed)',
  nonce: '局號 nonce',
  clientSeed: '客戶端種子（可修改）',
  lastRound: '上一局',
  serverSeed: '伺服器種子 serverSeed',
  result: '結果',
  verify: '驗證',
  verifyOk: '驗證通過：種子雜湊與開局前公佈的一致，結果可由種子重新算出',
  verifyFail: '驗證失敗：與公佈的結果不一致',
  verifyUnavailable: '此瀏覽器不能在頁面內計算（需要 HTTPS），請按下面的方法自行驗證',
  verifyCommon:
    '開局前公佈伺服器種子的 SHA-256 雜湊，開局後公佈種子本身。計算 HMAC-SHA256(伺服器種子, 客戶端種子 + ":" + nonce) 得到 32 個位元組，第 i 個數值是第 2i、2i+1 個位元組（大端，從 0 數起）組成的 0–65535 的整數。',
  history: '最近記錄',
};

const en: CommonText = {
  balance: 'Balance',
  refresh: 'Refresh',
  back: 'Back to lobby',
  chips: 'Chips',
  pickBet: 'Pick a bet first',
  yourBet: 'Bet',
  stake: 'Stake',
  payout: 'Payout',
  youWin: 'Win',
  youLose: 'Loss',
  push: 'Stake returned',
  insufficient: 'Not enough balance: bet less or transfer more in from the lobby',
  sessionExpired: 'This game session has expired: go back to the lobby and open the game again',
  networkError: 'Network error, please try again',
  fairness: 'Provably fair',
  nextHash: 'Next round server seed hash sha256(serverSeed)',
  nonce: 'Nonce',
  clientSeed: 'Client seed (you may change it)',
  lastRound: 'Last round',
  serverSeed: 'Server seed',
  result: 'Result',
  verify: 'Verify',
  verifyOk: 'Verified: the seed matches the hash shown before the round and gives this result',
  verifyFail: 'Verification failed: it does not match what was shown',
  verifyUnavailable:
    'This browser cannot compute it on the page (HTTPS needed); use the method below to check',
  verifyCommon:
    'Before a round the page shows the SHA-256 hash of the server seed; after it, the seed itself. HMAC-SHA256(serverSeed, clientSeed + ":" + nonce) gives 32 bytes; value i is the big-endian 16-bit number (0-65535) of bytes 2i and 2i+1, counting from 0.',
  history: 'Recent rounds',
};

const TEXTS: Record<Lang, CommonText> = { 'zh-CN': zhCN, 'zh-HK': zhHK, en };

export const commonText = (lang: Lang): CommonText => TEXTS[lang];

/** A table's own words in the three languages; every language has the source's keys. */
export type TableText<T extends Record<string, string>> = Readonly<Record<Lang, T>>;
