/**
 * The demo authors' messages (system notices, to-dos, editor and reader
 * messages), hand-written like seed-fixtures.ts, and how they are spread
 * over the last weeks.
 */
import { newId } from './ids';
import type { MessageType, NewMessage } from './schema';
import { DAY, MINUTE } from './seed-clock';
import { createRng, hashSeed } from './seed-prose';

interface MessageFixture {
  type: MessageType;
  title: string;
  subTitle: string;
  content: string;
  /** For todos: 0 not started, 1 opened, 2 in progress, 3 due soon. */
  messageType?: number;
}

/** Author 1's messages, newest first; the first ten are left unread. */
const AUTHOR1_MESSAGES: MessageFixture[] = [
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「星河夜行」',
    content: '打赏了《星海长歌》10000 书币，并留言：“大大加油，等更新！”',
  },
  {
    type: 'notice',
    title: '审核通过通知',
    subTitle: '作品审核',
    content: '《星海长歌》最新章节已通过审核并发布，感谢您的辛勤创作。',
  },
  {
    type: 'todo',
    title: '确认第十卷大纲',
    subTitle: '责编 小鱼',
    content: '请在本周五前提交《星海长歌》第十卷大纲，便于安排下月推荐资源。',
    messageType: 3,
  },
  {
    type: 'message',
    title: '责编消息',
    subTitle: '责编 小鱼',
    content: '《星海长歌》下月将获得首页强推位，请保持日更，并提前准备好至少十章存稿。',
  },
  {
    type: 'notice',
    title: '平台活动',
    subTitle: '活动中心',
    content: '「星辰大海」科幻主题征文火热进行中，总奖金池 50 万元，欢迎报名参加。',
  },
  {
    type: 'message',
    title: '书评区新回复',
    subTitle: '读者「月下听风」',
    content: '“林远和苏晚晴什么时候才能在一起啊！作者大大求糖！”',
  },
  {
    type: 'todo',
    title: '提交《长安夜雨》后续章节',
    subTitle: '作品审核',
    content: '《长安夜雨》正在审核中，建议补充至 3 万字以上，以便编辑更全面地评估。',
    messageType: 2,
  },
  {
    type: 'notice',
    title: '稿酬结算通知',
    subTitle: '财务中心',
    content: '上月稿酬已完成结算，预计将于本月 15 日前发放至您绑定的银行卡。',
  },
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「一只咸鱼」',
    content: '成为《星海长歌》的第 32 位盟主！',
  },
  {
    type: 'notice',
    title: '审核未通过',
    subTitle: '作品审核',
    content:
      '很遗憾，《雾港迷踪》未通过审核：作品简介与正文内容关联不足，开篇节奏偏慢。请修改后重新提交。',
  },
  {
    type: 'message',
    title: '催更提醒',
    subTitle: '读者「夜雨声烦」',
    content: '送出 12 张催更票：“今天还有加更吗？”',
  },
  {
    type: 'todo',
    title: '签署补充协议',
    subTitle: '签约中心',
    content: '《星海长歌》有声改编补充协议已发送，请在作家后台完成电子签署。',
    messageType: 1,
  },
  {
    type: 'notice',
    title: '签约进度',
    subTitle: '签约中心',
    content: '《星海长歌》有声改编授权已进入法务审核阶段，预计 5 个工作日内完成。',
  },
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「青衫磊落」',
    content: '打赏了《青云剑主》5000 书币：“完本了还在反复看，期待新书！”',
  },
  {
    type: 'notice',
    title: '全勤奖发放',
    subTitle: '财务中心',
    content: '恭喜您获得上月全勤奖 600 元，已计入当月稿酬。',
  },
  {
    type: 'message',
    title: '责编消息',
    subTitle: '责编 小鱼',
    content: '第八卷整体反响不错，中段节奏可以再紧凑一些，战斗场面建议控制在两章以内。',
  },
  {
    type: 'todo',
    title: '完善个税信息',
    subTitle: '财务中心',
    content: '为确保稿酬按时发放，请在「账户设置」中补充个人所得税专项附加扣除信息。',
    messageType: 0,
  },
  {
    type: 'notice',
    title: '平台公告',
    subTitle: '平台运营',
    content: '关于调整 VIP 章节千字定价的说明：自下月起，新签约作品 VIP 章节统一按千字 5 分计费。',
  },
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「北落师门」',
    content: '打赏了《星海长歌》2000 书币。',
  },
  {
    type: 'message',
    title: '书评区新回复',
    subTitle: '读者「不吃香菜」',
    content: '“陆沉这个角色塑造得太好了，亦敌亦友，看得我热血沸腾。”',
  },
  {
    type: 'notice',
    title: '系统维护通知',
    subTitle: '技术中心',
    content: '作家后台将于本周四凌晨 2:00 至 4:00 进行系统升级，届时定时发布不受影响。',
  },
  {
    type: 'todo',
    title: '更换作品封面',
    subTitle: '责编 小鱼',
    content: '《星海长歌》新版封面已设计完成，请确认后在作品设置中上传。',
    messageType: 2,
  },
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「长风破浪」',
    content: '打赏了《星海长歌》500 书币：“第一卷重温中，依旧好看。”',
  },
  {
    type: 'notice',
    title: '平台活动',
    subTitle: '活动中心',
    content: '「日更挑战」活动开启：连续日更 30 天即可获得额外推荐位奖励。',
  },
  {
    type: 'message',
    title: '责编消息',
    subTitle: '责编 小鱼',
    content: '年度作家盛典邀请函已寄出，请留意查收，期待线下见面。',
  },
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「雾里看花」',
    content: '打赏了《青云剑主》1000 书币。',
  },
  {
    type: 'notice',
    title: '审核通过通知',
    subTitle: '作品审核',
    content: '短篇《面馆里的春天》已通过审核并上架，感谢您的投稿。',
  },
  {
    type: 'todo',
    title: '回复读者来信',
    subTitle: '读者服务',
    content: '您有 3 封读者长评待回复，及时互动有助于提升作品热度。',
    messageType: 0,
  },
  {
    type: 'message',
    title: '书评区新回复',
    subTitle: '读者「星港守夜人」',
    content: '“黑石港那一段伏笔埋了三百章，作者大大太会了！”',
  },
  {
    type: 'notice',
    title: '签约进度',
    subTitle: '签约中心',
    content: '《星海长歌》年度续约已完成，新合同条款即日生效。',
  },
];

/** Author 2's messages, newest first; the first two are left unread. */
const AUTHOR2_MESSAGES: MessageFixture[] = [
  {
    type: 'todo',
    title: '完善实名认证',
    subTitle: '账户安全',
    content: '申请签约前需完成实名认证，请在「个人信息」中提交真实姓名与身份证号。',
    messageType: 0,
  },
  {
    type: 'message',
    title: '读者打赏',
    subTitle: '读者「汴京旧客」',
    content: '打赏了《山河旧梦》200 书币：“文笔很有味道，加油！”',
  },
  {
    type: 'notice',
    title: '审核通过通知',
    subTitle: '作品审核',
    content: '《山河旧梦》已通过审核并上架，现在可以申请签约了。',
  },
  {
    type: 'notice',
    title: '签约申请指南',
    subTitle: '签约中心',
    content: '作品累计 3 万字以上、近 30 天保持更新即可申请签约，审核周期约 7 个工作日。',
  },
  {
    type: 'notice',
    title: '欢迎加入作家专区',
    subTitle: '平台运营',
    content: '欢迎成为我们的作者！新手指南、写作课堂与福利政策都可以在帮助中心找到。',
  },
];

/** Both demo authors' messages: author 1 has 60 days of them, ten unread; author 2 has 30 days, two unread. */
export function demoMessages(authorIds: readonly string[], now: number): NewMessage[] {
  return [
    ...buildMessages(authorIds[0]!, AUTHOR1_MESSAGES, 10, now, 60),
    ...buildMessages(authorIds[1]!, AUTHOR2_MESSAGES, 2, now, 30),
  ];
}

/** Messages newest first, spread over the last `days` days; the newest `unread` stay unread. */
function buildMessages(
  authorId: string,
  fixtures: MessageFixture[],
  unread: number,
  now: number,
  days: number,
): NewMessage[] {
  const rng = createRng(hashSeed(fixtures.map((m) => m.title).join('/')));
  const step = (days * DAY) / fixtures.length;
  return fixtures.map((m, i) => ({
    id: newId(),
    authorId,
    type: m.type,
    title: m.title,
    subTitle: m.subTitle,
    avatar: null,
    content: m.content,
    messageType: m.messageType ?? 0,
    status: i < unread ? 0 : 1,
    time: new Date(now - Math.round(step * i + rng() * step * 0.8) - 5 * MINUTE),
  }));
}
