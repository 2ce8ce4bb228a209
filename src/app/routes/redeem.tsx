import { Screen } from '@/components/screen';

export default function RedeemScreen() {
  return <Screen title="Redeem a gift" lead="Enter the code from your gift to add it to your account." />;
}
