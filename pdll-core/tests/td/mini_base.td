// A minimal stand-in for MLIR's OpBase.td: just the classes the ODS reader looks at,
// so that tests of `.td` includes run without MLIR installed.

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
