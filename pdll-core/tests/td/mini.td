// A small dialect `mini` for tests of `.td` includes, self-contained: its first part
// stands in for the classes of MLIR's OpBase.td that the ODS reader looks at, so
// that these tests run without MLIR installed.

class Dialect {
  string name = "";
  string summary = "";
  string description = "";
  string cppNamespace = "";
}

def ins;
def outs;
def region;
def successor;

class Pred;
class CPred<code expr> : Pred { code predExpr = expr; }

class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}
class TypeConstraint<Pred pred, string desc = ""> : Constraint<pred, desc> {
  string builderCall = "";
}
class Type<Pred pred, string desc = ""> : TypeConstraint<pred, desc>;
class Variadic<Type type> : TypeConstraint<type.predicate, "variadic of " # type.summary> {
  Type baseType = type;
}
class Optional<Type type> : TypeConstraint<type.predicate, "optional " # type.summary> {
  Type baseType = type;
}
class AttrConstraint<Pred pred, string desc = ""> : Constraint<pred, desc>;
class Attr<Pred pred, string desc = ""> : AttrConstraint<pred, desc> {
  bit isOptional = 0;
  string storageType = "::mlir::Attribute";
}

class Trait;
class NativeTrait<string name, string namespace> : Trait {
  string trait = name;
  string cppNamespace = namespace;
}
def SameOperandsAndResultType : NativeTrait<"SameOperandsAndResultType", "::mlir::OpTrait">;

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string summary = "";
  string description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<Trait> traits = props;
}

// mlir-tblgen derives result types only when this interface is known.
def InferTypeOpInterface;


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
