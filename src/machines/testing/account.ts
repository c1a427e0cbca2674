/** An author as the API answers it, for the account machine tests. */
import type { User } from '../../lib/contract';

export const ACCOUNT_USER: User = {
  id: 'u1',
  phone: '138****0001',
  pen_name: '墨染青衣',
  avatar: '',
  email: 'mo***@example.com',
  introduction: '写星海，也写人间。',
  qq: '12345678',
  is_certified: true,
  id_card: '110***********002X',
  real_name: '林*',
  is_signed: false,
  is_sign: false,
  role: '',
  fan_num: 12,
  word_count: 3000,
  create_time: '2024-01-01T00:00:00+08:00',
  home_phone: '010*****5678',
  editor_name: '小鱼',
  cache_phone: '138****0001',
  new_register: false,
  has_password: true,
};
