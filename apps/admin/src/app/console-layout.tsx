import { Suspense, useState } from 'react';
import { Button, Layout, Menu, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { meQuery, signOut, type Me } from '../features/auth/auth-api.ts';
import { useLanguage, type ConsoleLang } from '../i18n/language.tsx';
import { ApiRefusal, SESSION_GONE } from '../lib/api.ts';
import { SCREENS, screensFor } from './screens.ts';

/** The signed-in frame: the menu of the screens the operator may open, who they are, sign-out. */
export function ConsoleLayout() {
  const { texts, lang, setLang } = useLanguage();
  const me = useQuery(meQuery);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Below a laptop's width the menu folds away behind its tab and lies over the screen when open.
  const [narrow, setNarrow] = useState(false);
  const [folded, setFolded] = useState(false);

  if (me.isPending) return <Spin fullscreen />;
  if (me.isError) {
    const gone = me.error instanceof ApiRefusal && me.error.code === SESSION_GONE;
    if (gone || !(me.error instanceof ApiRefusal)) return <Navigate to="/sign-in" replace />;
    if (me.error.code === 'TOTP_ENROL_REQUIRED') return <Navigate to="/enrol" replace />;
    return <Navigate to="/sign-in" replace />;
  }
  const operator: Me = me.data;
  if (operator.enrolRequired) return <Navigate to="/enrol" replace />;
  const screens = screensFor(operator.role, operator.sites, operator.outbox);
  const current = screens.find((s) => pathname.startsWith(s.path));
  // Another role's screen by its address is refused as such; anything else opens the first one.
  const othersScreen = SCREENS.some((s) => pathname.startsWith(s.path));
  if (!current && !othersScreen && screens[0]) return <Navigate to={screens[0].path} replace />;

  const leave = async () => {
    await signOut().catch(() => undefined);
    client.clear();
    await navigate('/sign-in', { replace: true });
  };

  return (
    <Layout className="console">
      <Layout.Sider
        theme="light"
        width={208}
        className="console-sider"
        breakpoint="lg"
        collapsedWidth={0}
        collapsible
        collapsed={folded}
        onCollapse={setFolded}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setFolded(broken);
        }}
      >
        <div className="console-brand">{texts.app.title}</div>
        <Menu
          mode="inline"
          selectedKeys={current ? [current.key] : []}
          items={screens.map((s) => ({ key: s.key, label: texts.nav[s.key] }))}
          onClick={({ key }) => {
            if (narrow) setFolded(true);
            void navigate(screens.find((s) => s.key === key)!.path);
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Space size="middle">
            <Typography.Text strong>{operator.account}</Typography.Text>
            <Tag color="blue">{texts.session.roles[operator.role]}</Tag>
            <Typography.Text type="secondary">
              {texts.session.sites}:{' '}
              {operator.sites ? operator.sites.join(', ') : texts.session.allSites}
            </Typography.Text>
          </Space>
          <Space>
            <Select<ConsoleLang>
              aria-label={texts.app.language}
              value={lang}
              onChange={setLang}
              style={{ width: 110 }}
              options={[
                { value: 'zh-CN', label: '简体中文' },
                { value: 'en', label: 'English' },
              ]}
            />
            <Button onClick={() => void leave()}>{texts.session.signOut}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          {current ? (
            // A screen's own chunk loads here, under the frame that is already up.
            <Suspense fallback={<Spin />}>
              <Outlet context={operator} />
            </Suspense>
          ) : (
            <Result status="403" title={screens.length === 0 ? texts.noScreens : texts.forbidden} />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
