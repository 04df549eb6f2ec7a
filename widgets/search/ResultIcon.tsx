/**
 * Result icons (SPEC §2, §9): inline SVGs on a 32 by 32 viewBox for the known content types, a
 * result image when there is one, and the default icon when the image fails or the type is unknown.
 */
import { useState, type ReactNode } from 'react';

function Svg({ name, children, className = 'unav-search__icon' }: { name: string; children: ReactNode; className?: string }) {
  return (
    <svg className={className} data-icon={name} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const AppIcon = () => (
  <Svg name="app">
    <rect x="5" y="5" width="9" height="9" rx="2" {...stroke} />
    <rect x="18" y="5" width="9" height="9" rx="2" {...stroke} />
    <rect x="5" y="18" width="9" height="9" rx="2" {...stroke} />
    <rect x="18" y="18" width="9" height="9" rx="2" {...stroke} />
  </Svg>
);

export const ContactIcon = () => (
  <Svg name="contact">
    <circle cx="16" cy="11" r="5" {...stroke} />
    <path d="M6 27c1.5-5 5.5-8 10-8s8.5 3 10 8" {...stroke} />
  </Svg>
);

export const InvoiceIcon = () => (
  <Svg name="invoice">
    <path d="M8 4h16v24l-4-2-4 2-4-2-4 2z" {...stroke} />
    <path d="M12 11h8M12 16h8M12 21h5" {...stroke} />
  </Svg>
);

export const OrderIcon = () => (
  <Svg name="order">
    <path d="M4 6h4l3 15h14l3-11H10" {...stroke} />
    <circle cx="13" cy="26" r="2" {...stroke} />
    <circle cx="23" cy="26" r="2" {...stroke} />
  </Svg>
);

export const PageIcon = () => (
  <Svg name="page">
    <path d="M8 4h11l6 6v18H8z" {...stroke} />
    <path d="M19 4v6h6" {...stroke} />
  </Svg>
);

export const PaymentIcon = () => (
  <Svg name="payment">
    <rect x="3" y="8" width="26" height="17" rx="3" {...stroke} />
    <path d="M3 13h26M8 20h6" {...stroke} />
  </Svg>
);

export const SubscriptionIcon = () => (
  <Svg name="subscription">
    <path d="M26 12a10 10 0 0 0-18-3M6 20a10 10 0 0 0 18 3" {...stroke} />
    <path d="M8 4v5h5M24 28v-5h-5" {...stroke} />
  </Svg>
);

export const DefaultIcon = () => (
  <Svg name="default" className="unav-search__icon unav-search__icon--default">
    <circle cx="14" cy="14" r="8" {...stroke} />
    <path d="M20 20l7 7" {...stroke} />
  </Svg>
);

const TYPE_ICONS: Readonly<Record<string, () => ReactNode>> = {
  app: AppIcon,
  contact: ContactIcon,
  invoice: InvoiceIcon,
  order: OrderIcon,
  page: PageIcon,
  payment: PaymentIcon,
  subscription: SubscriptionIcon,
};

export function ResultIcon({ imageUrl, contentType }: { imageUrl?: string; contentType?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (imageUrl && failedUrl !== imageUrl) {
    return <img className="unav-search__icon" src={imageUrl} alt="" width={18} height={18} onError={() => setFailedUrl(imageUrl)} />;
  }
  if (imageUrl) return <DefaultIcon />;
  const TypeIcon = contentType ? TYPE_ICONS[contentType.toLowerCase()] : undefined;
  return TypeIcon ? <TypeIcon /> : <DefaultIcon />;
}
