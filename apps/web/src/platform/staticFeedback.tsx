import { ConfigProvider, Modal, message } from 'antd';
import { AntdTheme, messagePlacement } from './AntdProviders.tsx';
import { feedbackThrough } from './feedback.ts';

// antd's static message and modal render outside the app's tree: give them its theme and language.
ConfigProvider.config({ holderRender: (children) => <AntdTheme>{children}</AntdTheme> });
message.config(messagePlacement);

/** Feedback on the visitor's screens, which carry no antd App (feedback.ts). */
export const staticFeedback = feedbackThrough(message, Modal);
