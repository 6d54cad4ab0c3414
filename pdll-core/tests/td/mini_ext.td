// Extends the mini dialect (found on the include path, as TableGen finds includes).
include "mini.td"

def Mini_NegOp : Op<Mini_Dialect, "neg"> {
  let arguments = (ins I32:$input);
  let results = (outs I32:$result);
}
