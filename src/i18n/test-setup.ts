/**
 * Unit tests format real texts without the browser's on-demand loading:
 * every shipped catalogue is provided before any test runs.
 */
import { provideCatalogue } from './catalogues';
import { EN_US, ZH_CN } from './messages';

provideCatalogue('en-US', EN_US);
provideCatalogue('zh-CN', ZH_CN);
