import { Screen } from '@/components/screen';

export default function QuizScreen() {
  return <Screen title="Travel personality quiz" lead="Ten quick questions to find how you like to travel." />;
}
