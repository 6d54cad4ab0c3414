// include: searched in the include directory given with -I; nested includes; the
// classes of an included file used by the including one.

include "include/base.td"
include "include/derived.td"

def Top : Derived<"top"> {
  let level = 3;
}
def FromBase : Base;
