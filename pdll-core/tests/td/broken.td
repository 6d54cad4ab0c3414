// Includes the mini dialect, then uses a class nobody defined.
include "mini.td"

def Mini_BadOp : Op<Mini_Dialect, "bad"> {
  let arguments = (ins NoSuchConstraint:$x);
}
