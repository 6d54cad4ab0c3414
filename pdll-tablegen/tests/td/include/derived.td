// Includes base.td again (guarded) and derives from it.
include "include/base.td"

class Derived<string n> : Base {
  string name = n;
  let level = 1;
}
def InDerived : Derived<"inner">;
