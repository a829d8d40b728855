/** A member whose parks list is empty has nothing to run yet. */
export function NoParks() {
  return (
    <>
      <h1>No parks yet</h1>
      <p>You are not assigned to any park. Ask an admin or owner of your team to add you to one.</p>
    </>
  );
}
