import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect as tcpConnect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ImapFlow } from 'imapflow';

/** The one account of a test IMAP server, as a mailbox's settings name it. */
export type ImapAccount = { host: string; port: number; user: string; password: string };

export type ImapServer = ImapAccount & {
  /** Appends a raw message to a folder of the account (IMAP APPEND), created when missing. */
  append(raw: string | Buffer, folder?: string): Promise<void>;
  /** How many messages a folder holds, and how many of them are flagged. */
  count(folder?: string): Promise<{ messages: number; flagged: number }>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Dovecot's configuration for one throwaway account: everything under `dir` (no system service,
 * no system paths written), plain authentication without TLS, which only a loopback listener may
 * allow, and the mail of the account owned by whoever runs the tests (Dovecot's own user when
 * that is root, to which Dovecot never gives mail).
 */
function configOf(dir: string, port: number): string {
  const me = userInfo();
  // Dovecot's login processes never run as root: as root, they take the package's own users.
  const root = me.uid === 0;
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${root ? 'dovecot' : me.username}
default_login_user = ${root ? 'dovenull' : me.username}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${root ? 'dovecot' : me.uid} gid=${root ? 'dovecot' : me.gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`;
}

/**
 * A real Dovecot (Debian's dovecot-imapd, installed by scripts/ensure-test-tools.mjs) started
 * as a plain child process on a free loopback port, with one passwd-file user; `stop` ends it
 * and removes its directory.
 */
export async function startImapServer(): Promise<ImapServer> {
  const dir = await mkdtemp(path.join('/tmp', 'custodia-imap-'));
  // Dovecot's own users (auth, login) read the passwd file when the tests run as root.
  await chmod(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) await mkdir(path.join(dir, sub));
  await chmod(path.join(dir, 'mail'), 0o777);
  const account = { host: '127.0.0.1', user: 'clerk', password: 'right-password' };
  await writeFile(path.join(dir, 'passwd'), `${account.user}:{PLAIN}${account.password}::::::\n`);
  const port = await freePort();
  await writeFile(path.join(dir, 'dovecot.conf'), configOf(dir, port));
  const child: ChildProcess = spawn(
    '/usr/sbin/dovecot',
    ['-F', '-c', path.join(dir, 'dovecot.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that ends without stopping it (a failed setup, an interrupted run) takes it
  // along: an orphaned Dovecot would keep its port and its folder for good.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  for (let tries = 0; !(await listening(port)); tries += 1) {
    if (child.exitCode !== null || tries > 200) {
      const log = await readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '');
      throw new Error(`Dovecot did not start: ${errors}${log}`);
    }
    await sleep(50);
  }
  const full = { ...account, port };
  const session = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: full.host,
      port,
      secure: false,
      auth: { user: full.user, pass: full.password },
      logger: false,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  };
  let stopped = false;
  return {
    ...full,
    append: (raw, folder = 'INBOX') =>
      session(async (client) => {
        if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
        await client.append(folder, raw);
      }),
    count: (folder = 'INBOX') =>
      session(async (client) => {
        const lock = await client.getMailboxLock(folder);
        try {
          const all = (await client.search({ all: true })) || [];
          const flagged = (await client.search({ flagged: true })) || [];
          return { messages: all.length, flagged: flagged.length };
        } finally {
          lock.release();
        }
      }),
    async stop() {
      if (!stopped) {
        stopped = true;
        process.off('exit', orphaned);
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
