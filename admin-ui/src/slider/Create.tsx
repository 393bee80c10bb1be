import { TranslatableCreate } from '../common/Translatable';
import { SliderForm, sliderBody } from './Form';

export const SliderCreate = () => (
  <TranslatableCreate transform={sliderBody}>
    <SliderForm isCreate />
  </TranslatableCreate>
);
