// Texts of the responsible-gambling page (limits, time-out, self-exclusion) and of the invitation
// to set a deposit limit, loaded with those pages under the top-level key `protection`.
import { LIMIT_NAMES } from '@kirin/contract';
import type { Widen } from '../zh-CN.ts';

export const zhCNProtection = {
  intro: '设置限额、暂停或自我禁止，帮助您把游戏控制在娱乐范围内。',
  notSet: '未设置',
  kinds: {
    deposit: '存款限额',
    loss: '亏损限额',
    wager: '投注限额',
    session: '每日在线时长',
    realityCheck: '游戏时间提醒',
  },
  kindHints: {
    deposit: '每个周期内可存入的最高金额。',
    loss: '每个周期内投注本金减去派彩后的最高亏损，未结算注单和游戏钱包中的余额也计入。',
    wager: '每个周期内的最高投注总额。',
  },
  periods: {
    day: '每日',
    week: '每周',
    month: '每月',
  },
  names: {
    // The money limits' names are the server's refusals' own (the contract's LIMIT_NAMES).
    ...LIMIT_NAMES['zh-CN'],
    session: '每日在线时长',
    realityCheck: '游戏时间提醒',
  },
  usage: {
    day: '本日已用 {{used}} · 剩余 {{left}}',
    week: '本周已用 {{used}} · 剩余 {{left}}',
    month: '本月已用 {{used}} · 剩余 {{left}}',
    label: '{{name}}已用比例',
  },
  rule: '调低限额立即生效；调高或取消限额需等待24小时，之后还要您再次确认才会生效，在此之前原限额继续有效。',
  periodNote: '按北京时间计算：每日从0点起，每周从周一起，每月从1日起。',
  edit: {
    set: '设置',
    change: '修改',
    label: '{{name}}金额',
    placeholder: '输入金额',
    minutesLabel: '时长（分钟）',
    minutesPlaceholder: '1-1440分钟',
    save: '保存',
    cancel: '取消',
    remove: '取消限额',
    removeConfirm: '确定取消{{name}}吗？取消需等待24小时并再次确认后才会生效。',
    invalidAmount: '请输入正确的金额',
    invalidMinutes: '请输入1-1440之间的整数',
  },
  result: {
    applied: '已生效',
    waiting: '已提交，24小时后可确认生效',
    confirmed: '已确认，新限额已生效',
  },
  session: {
    title: '时间管理',
    minutesValue: '{{minutes}}分钟',
    sessionHint: '每天（北京时间）累计在线达到该时长时，当前登录自动结束，当天不能再登录。',
    realityHint: '每隔一段时间提醒您已玩了多久、输赢多少。',
    off: '关闭',
    every: '每{{minutes}}分钟',
  },
  pending: {
    tag: '待确认',
    title: '待生效的调整',
    to: '调整为 {{value}}',
    removal: '取消限额',
    waiting: '{{time}}后可确认',
    confirmable: '冷静期已结束，确认后生效',
    confirm: '确认生效',
    effectiveAt: '可确认时间：{{time}}',
  },
  timeout: {
    title: '暂停（冷静期）',
    hint: '暂时停止存款、投注和进入游戏。暂停期间您仍可登录提款和查看记录。',
    d1: '1天',
    d7: '7天',
    d30: '30天',
    d42: '42天',
    choose: '暂停时长',
    submit: '开始暂停',
    confirmTitle: '确认暂停{{period}}？',
    confirmBody:
      '暂停将立即生效，至{{until}}结束。期间不能存款、投注或进入游戏，也不会收到推广信息；使用同一手机号或邮箱在本平台所有品牌注册的账户都会一同暂停；您将被立即登出；暂停开始后不能缩短或提前结束。',
    confirm: '确认暂停',
    done: '您已暂停至{{until}}。期间仍可登录提款和查看记录。',
  },
  exclusion: {
    title: '自我禁止',
    hint: '如果您觉得难以控制，可以长期禁止自己参与。期满前不能缩短或撤销。',
    choose: '禁止时长',
    months6: '6个月',
    year1: '1年',
    years5: '5年',
    permanent: '永久',
    chooseRequired: '请选择禁止时长',
    password: '登录密码',
    passwordPlaceholder: '请再次输入登录密码',
    submit: '申请自我禁止',
    confirmTitle: '确认自我禁止{{period}}？',
    confirmBody:
      '自我禁止将立即生效，{{until}}。期间不能存款、投注或进入游戏，也不会收到推广信息；使用同一手机号或邮箱在本平台所有品牌注册的账户都会一同禁止，也不能用它们注册新账户；您将被立即登出；期满前不能缩短或撤销。',
    untilDate: '至{{until}}结束',
    untilForever: '永久有效',
    confirm: '确认禁止',
    done: '自我禁止已生效，{{until}}。期间仍可登录提款和查看记录。',
  },
  restriction: {
    timeout: '您正处于暂停期，至{{until}}结束。期间只能提款和查看记录。',
    excluded: '您已自我禁止，至{{until}}结束。期间只能提款和查看记录。',
    excludedForever: '您已永久自我禁止。期间只能提款和查看记录。',
    notice: '请注意',
  },
  help: {
    title: '为什么要设置限额',
    p1: '博彩应当是一种娱乐，而不是赚钱的途径。请只用您输得起的钱来玩，并提前决定好愿意花多少钱和多少时间。',
    p2: '限额是给自己的一道防线：达到限额后，系统会拒绝继续存款或投注，直到下一个周期开始。调低随时可以，调高则要等24小时冷静期，避免一时冲动。',
    lossCounts:
      '亏损限额计算的是本周期内已结算注单的净亏损，再加上还可能输掉的钱：未结算注单的本金和游戏钱包中的余额。把钱转回中心钱包（回收）后，这部分额度即可释放。',
    p3: '如果您发现自己在追回输掉的钱、借钱来玩，或者游戏影响了工作、家庭和心情，请考虑暂停或自我禁止，并向身边的人或专业机构寻求帮助。',
    p4: '未满18周岁禁止参与。',
    servicePrefix: '有任何疑问，或需要帮助，请联系',
    service: '在线客服',
  },
  invite: {
    title: '设置存款限额',
    body: '为自己设定每日、每周或每月的存款上限，让游戏保持在娱乐范围内。随时可以调低。',
    set: '设置限额',
    later: '以后再说',
    link: '设置存款限额',
  },
} as const;

export type ProtectionResources = Widen<typeof zhCNProtection>;
