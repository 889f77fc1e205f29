/** The sample contact list (client/public/sample-contacts.csv), as a download. */
export function SampleCsvLink() {
  return (
    <a
      href="/sample-contacts.csv"
      download="sample-contacts.csv"
      className="text-primary underline underline-offset-4"
    >
      Download sample CSV
    </a>
  );
}
