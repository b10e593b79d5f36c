import { Typography, theme } from 'antd';

/** The screen's one h1, named by the route table; both shells put it above the screen. */
export function ScreenTitle({ title }: { title: string }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}
