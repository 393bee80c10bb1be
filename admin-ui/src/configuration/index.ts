import TuneIcon from '@mui/icons-material/Tune';
import { ConfigurationPage } from './ConfigurationPage';

export default { page: ConfigurationPage, icon: TuneIcon };
