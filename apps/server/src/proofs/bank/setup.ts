import { constants, publicEncrypt } from 'node:crypto';
import { fetchPost, signInOperator } from '../../testing/operator-sign-in.ts';
import type { HttpClient } from './http-client.ts';
import type { Entry } from './request-log.ts';
import { ADMIN_PASSWORD } from './stack.ts';

// Members made the way a person makes one (an SMS code from the outbox, an encrypted password),
// funded by an operator adjustment, with a withdrawal password and a bank card.

export const FUND = '5000.00';
const PASSWORD = 'Proof12345';
const WPASSWORD = '246810';

export type ProofMember = {
  index: number;
  account: string;
  id: number;
  /** The venue's name for this member (docs/decisions/venue-transfers.md: `<site>_<memberId>`). */
  player: string;
  cardId: number;
  /** The withdrawal password, encrypted once: the server decrypts the same text every time. */
  wpassword: string;
};

type Md = { rsaPublicKey: string; registerRequiresPhone: boolean };

/** The data of a successful answer; anything else stops the run, naming what failed. */
export function ok(entry: Entry, what: string): Record<string, unknown> {
  const answer = entry.answer;
  if (answer.kind !== 'answer' || !answer.body.status) {
    throw new Error(`${what} failed: ${JSON.stringify(answer)}`);
  }
  return answer.body.data as Record<string, unknown>;
}

/**
 * Where the operator signs in, for testing/operator-sign-in.ts's secrets and tokens: the proofs'
 * servers share one database per run, so one enrolment per run, whichever node it went to. Keyed
 * by the run: a later run in the same process (tests share their worker) has a new database.
 */
export const proofServer = (runTag: number) => `proof-${runTag}`;

export async function operatorLogin(client: HttpClient, runTag: number): Promise<string> {
  const token = await signInOperator(
    fetchPost(client.url()),
    proofServer(runTag),
    'admin',
    ADMIN_PASSWORD,
  );
  client.setToken({ operator: true }, token);
  return token;
}

let phoneSeq = 0;
/** A mainland mobile number (1[3-9] and nine digits) of its own for each member of the run. */
function nextPhone(runTag: number): string {
  phoneSeq += 1;
  return `139${String(runTag % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** The site's key for passwords in transit, as the member site encrypts them. */
async function passwordCipher(
  url: string,
): Promise<{ md: Md; encrypt: (plain: string) => string }> {
  const response = await fetch(`${url}/api/findmed/v1/md`, { headers: { site_code: 'pgdz' } });
  const md = ((await response.json()) as { data: Md }).data;
  const encrypt = (plain: string) =>
    publicEncrypt(
      { key: md.rsaPublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain, 'utf8'),
    ).toString('base64');
  return { md, encrypt };
}

/** A new session of a proof member, logged in at `url` (one node of a cluster, say). */
export async function memberLogin(url: string, account: string): Promise<string> {
  const { encrypt } = await passwordCipher(url);
  const response = await fetch(`${url}/api/f/v1/member/login/mpe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', site_code: 'pgdz' },
    body: JSON.stringify({ account, password: encrypt(PASSWORD), captcha: 'any' }),
  });
  const token = response.headers.get('id');
  if (!token) throw new Error(`login of ${account} failed: ${await response.text()}`);
  return token;
}

export async function makeMembers(
  client: HttpClient,
  count: number,
  runTag: number,
): Promise<ProofMember[]> {
  const { md, encrypt } = await passwordCipher(client.url());
  const members: ProofMember[] = [];
  const one = async (index: number) => {
    members.push(await makeMember(client, index, runTag, md, encrypt));
  };
  // A few at a time: password hashing is slow on purpose, and this machine has two cores.
  for (let i = 0; i < count; i += 4) {
    await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, j) => one(i + j)));
  }
  return members.sort((a, b) => a.index - b.index);
}

async function makeMember(
  client: HttpClient,
  index: number,
  runTag: number,
  md: Md,
  encrypt: (plain: string) => string,
): Promise<ProofMember> {
  const account = `bank${String(index).padStart(3, '0')}`;
  const base = { phase: 'setup' as const, client: 'setup' };
  const phone = nextPhone(runTag);
  const extra: Record<string, string> = {};
  if (md.registerRequiresPhone) {
    const sent = await client.send({
      ...base,
      op: 'other',
      sender: { anonymous: true },
      method: 'POST',
      path: '/api/service/sms',
      body: { type: 'phone', purpose: 'register', areaCode: '86', phone },
    });
    ok(sent, `SMS code for ${account}`);
    const outbox = await client.operatorGet<{ list: { code: string }[] }>(
      `/api/admin/v1/outbox?target=${encodeURIComponent(`+86${phone}`)}`,
    );
    const code = outbox.list[0]?.code;
    if (!code) throw new Error(`no code in the outbox for +86${phone}`);
    Object.assign(extra, { areaCode: '86', phone, code });
  }
  const password = encrypt(PASSWORD);
  const registered = ok(
    await client.send({
      ...base,
      op: 'register',
      sender: { anonymous: true },
      method: 'POST',
      path: '/api/f/v1/member/register',
      body: {
        account,
        password,
        confirmPassword: password,
        captcha: 'any',
        adult: '1',
        ...extra,
      },
    }),
    `registering ${account}`,
  );
  const id = Number((registered.member as { id: number | string }).id);
  const sender = { member: index };
  client.setToken(sender, registered.token as string);

  const wpassword = encrypt(WPASSWORD);
  ok(
    await client.send({
      ...base,
      op: 'other',
      sender,
      method: 'POST',
      path: '/api/f/v1/withdraw/password/set',
      body: { wpassword },
    }),
    `withdrawal password of ${account}`,
  );
  const card = ok(
    await client.send({
      ...base,
      op: 'other',
      sender,
      method: 'POST',
      path: '/api/findmed/v1/member/cards/bank',
      body: {
        bankCode: '010001',
        cardNo: '6222 0212 3456 7890 128',
        holder: '张三',
        branch: '北京分行',
        wpassword,
      },
    }),
    `bank card of ${account}`,
  );
  // Funding is a money write like the others: keyed, logged, replayed at the end.
  const funded = ok(
    await client.send({
      ...base,
      op: 'fund',
      sender: { operator: true },
      method: 'POST',
      path: '/api/admin/v1/finance/adjustments',
      key: `bank-${runTag}-fund-${index}`,
      body: { account, amount: FUND, reason: 'bank proof funding', turnoverMultiple: '0' },
    }),
    `funding ${account}`,
  );
  if (funded.state !== 'applied') throw new Error(`funding ${account}: ${JSON.stringify(funded)}`);
  return {
    index,
    account,
    id,
    player: `pgdz_${id}`,
    cardId: Number(card.id),
    wpassword,
  };
}
