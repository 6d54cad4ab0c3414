// Multiclasses and defm: NAME in names and values, template arguments, a multiclass
// inheriting others, defm inside a multiclass, defm with extra classes, anonymous defm.

class Inst<string asm, int size = 4> {
  string AsmString = asm;
  int Size = size;
  string Rec = NAME;
}

class Tag<string t> { string tag = t; }

multiclass Arith<string opc, int base> {
  def rr : Inst<opc # " $dst, $a, $b">;
  def ri : Inst<opc # " $dst, $a, #imm", !add(base, 4)>;
  def NAME#_mem : Inst<opc # " [mem]", 8>;
}

defm ADD : Arith<"add", 0>;
defm SUB : Arith<"sub", 2>, Tag<"sub">;

multiclass Wide<string opc> : Arith<opc, 100> {
  def w : Inst<opc # ".w", 16>;
}
defm MUL : Wide<"mul">;

multiclass Pair<string p> {
  defm _lo : Arith<p # "lo", 1>;
  defm _hi : Arith<p # "hi", 2>;
  def _both : Inst<p>;
}
defm DIV : Pair<"div">;

multiclass Anon<int n> {
  def : Inst<"anon", n>;
  def "x" # n : Inst<"named", n>;
}
defm : Anon<1>;
defm NAMED : Anon<2>;

multiclass WithLet {
  let Size = 12 in
  def a : Inst<"a">;
  def b : Inst<"b">;
}
let Size = 20 in
defm L : WithLet;
