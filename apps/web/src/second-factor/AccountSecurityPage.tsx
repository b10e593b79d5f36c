import { Flex } from 'antd';
import { OwnFactorCard } from './OwnFactorCard.tsx';
import { OwnSessionsCard } from './OwnSessionsCard.tsx';

/** `/account/security`, from the user menu: one's second factor and one's live sessions. */
export default function AccountSecurityPage() {
  return (
    <Flex vertical gap={16}>
      <OwnFactorCard />
      <OwnSessionsCard />
    </Flex>
  );
}
