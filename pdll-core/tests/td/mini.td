// A small dialect `mini` for tests of `.td` includes.
include "mini_base.td"

def Mini_Dialect : Dialect {
  let name = "mini";
}

def I32 : Type<CPred<"$_self.isSignlessInteger(32)">, "32-bit signless integer">;
def AnyType : Type<CPred<"true">, "any type">;
def I32Attr : Attr<CPred<"isa<IntegerAttr>($_self)">, "32-bit integer attribute">;
def Mini_Token : Type<CPred<"isa<mini::TokenType>($_self)">, "mini token">;

def Mini_AddOp : Op<Mini_Dialect, "add", [SameOperandsAndResultType]> {
  let summary = "adds two integers";
  let arguments = (ins I32:$lhs, I32:$rhs);
  let results = (outs I32:$sum);
}

def Mini_SplitOp : Op<Mini_Dialect, "split"> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$head, Variadic<AnyType>:$tail);
}

def Mini_SinkOp : Op<Mini_Dialect, "sink"> {
  let arguments = (ins Variadic<AnyType>:$values, I32Attr:$tag);
}
