import { Link, type LinkProps } from 'react-router';
import { Text, textClass } from './text';

/** A link whose words are a code (an account, an order number): set in the code face. */
export function CodeLink({ strong = false, ...props }: { strong?: boolean } & LinkProps) {
  return <Link {...props} className={textClass({ mono: true, strong })} />;
}

/** A customer's account, opening their page; `withId` adds the customer ID after it. */
export function CustomerLink({
  customerId,
  account,
  withId = false,
}: {
  customerId: number;
  account: string;
  withId?: boolean;
}) {
  return (
    <>
      <CodeLink to={`/customers/${customerId}`}>{account}</CodeLink>
      {withId ? (
        <>
          {' '}
          <Text muted>#{customerId}</Text>
        </>
      ) : null}
    </>
  );
}
