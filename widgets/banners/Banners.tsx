import { ImpersonationBanner } from './impersonation/ImpersonationBanner.tsx';
import { MaintenanceBanner } from './maintenance/MaintenanceBanner.tsx';
import { MobileReturnBanner } from './mobile/MobileReturnBanner.tsx';
import { PreviewToolbar } from './previewToolbar/PreviewToolbar.tsx';

interface BannersProps {
  /** The browser's user agent for the mobile-site rule; read from navigator when omitted. */
  userAgent?: string;
}

/** Every banner that applies to this page, above the header (SPEC §1 "Banners"). */
export function Banners({ userAgent }: BannersProps = {}) {
  return (
    <div className="unav-banners">
      <PreviewToolbar />
      <MaintenanceBanner />
      <MobileReturnBanner {...(userAgent === undefined ? {} : { userAgent })} />
      <ImpersonationBanner />
    </div>
  );
}
