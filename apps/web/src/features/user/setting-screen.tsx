import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/api/user-info';
import { maskAccount } from '../../shared/format';
import { Avatar } from '../../shared/ui/avatar';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { useLogout } from './api';
import styles from './user.module.css';

/** /user/setting: avatar, phone number, passwords, log out. */
export function SettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const info = useUserInfo();
  const data = info.data;

  return (
    <Page title={t('settings.title')} backTo="/user/usercenter">
      {data ? (
        <>
          <List className={styles.list} mode="card">
            <List.Item extra={<Avatar account={data.account} size={34} />}>
              {t('settings.avatar')}
            </List.Item>
            <List.Item extra={<span className={styles.mono}>{maskAccount(data.phone)}</span>}>
              {t('settings.phone')}
            </List.Item>
          </List>
          <List className={styles.list} mode="card">
            <List.Item
              extra={t('settings.change')}
              onClick={() => void navigate('/user/loginPassword')}
            >
              {t('settings.loginPassword')}
            </List.Item>
            <List.Item
              extra={data.fundPasswordSet ? t('common.set') : t('common.notSet')}
              onClick={() => void navigate('/user/setPassword')}
            >
              {t('settings.fundPassword')}
            </List.Item>
          </List>
          <Button block size="large" className={styles.logout} onClick={logout}>
            {t('settings.logout')}
          </Button>
        </>
      ) : info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
