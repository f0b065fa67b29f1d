import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A mail's text part, its web addresses made links: the verification and reset links are opened from here. */
export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="mt-3 max-h-[36rem] overflow-auto rounded-box bg-base-200 p-3 font-sans text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        // split with a capturing group puts the addresses at the odd places.
        index % 2 === 1 ? (
          <a key={index} href={part} className="link font-semibold break-all">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}
