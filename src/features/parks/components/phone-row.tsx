import { telHref } from "../park-contact";

/** The park's phone as a row of a description list, a link that dials it (park page "At a glance", the order). */
export function PhoneRow({ phone }: { phone: string }) {
  return (
    <div>
      <dt>Phone</dt>
      <dd>
        <a className="tap-link" href={telHref(phone)}>
          {phone}
        </a>
      </dd>
    </div>
  );
}
