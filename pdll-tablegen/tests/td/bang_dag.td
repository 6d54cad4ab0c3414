// Dag values and dag bang operators: !con !dag !getdagop !getdagarg !getdagname
// !setdagop !setdagarg !setdagname !foreach over a dag, !size and !empty.

class Op;
def ops : Op;
def ins;
def outs;
class Type;
def I32 : Type;
def F32 : Type;

def Dags {
  dag d = (ops I32:$a, F32:$b, "str", 3);
  dag named = (ops:$op I32:$a);
  dag unnamed = (ops $x, $y);
  dag con = !con((ops I32:$a), (ops F32:$b));
  dag built = !dag(ins, [I32, F32], ["x", "y"]);
  dag builtNoNames = !dag(outs, [I32], ?);
  Op op = !getdagop((ops I32:$a));
  Type arg0 = !getdagarg<Type>((ops I32:$a, F32:$b), 0);
  Type argB = !getdagarg<Type>((ops I32:$a, F32:$b), "b");
  string name1 = !getdagname((ops I32:$a, F32:$b), 1);
  dag setop = !setdagop((ops I32:$a), ins);
  dag setarg = !setdagarg((ops I32:$a, F32:$b), "b", I32);
  dag setname = !setdagname((ops I32:$a, F32:$b), 0, "first");
  dag mapped = !foreach(x, (ops I32, F32), x);
  int size = !size((ops I32, F32));
  bit empty = !empty((ops));
  dag nested = (ops (ins I32:$a), (outs));
}

class Sym<dag args> {
  dag withOut = !con(args, (ops F32:$r));
  int count = !size(args);
  dag renamed = !setdagop(args, outs);
}
def S : Sym<(ops I32:$a)>;
