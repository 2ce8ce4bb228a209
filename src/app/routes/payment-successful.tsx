import { Screen } from '@/components/screen';

export default function PaymentSuccessfulScreen() {
  return <Screen title="Payment successful" lead="Thank you. Your purchase is confirmed." />;
}
