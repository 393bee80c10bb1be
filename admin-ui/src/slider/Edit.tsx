import { TranslatableEdit } from '../common/Translatable';
import { SliderForm, sliderBody } from './Form';

export const SliderEdit = () => (
  <TranslatableEdit resource="slider" transform={sliderBody}>
    <SliderForm />
  </TranslatableEdit>
);
