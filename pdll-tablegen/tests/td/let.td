// Top-level `let ... in` (single object and blocks, nested, with bit ranges) and
// body lets that override what a class set.

class Reg<string n> {
  string name = n;
  bits<8> enc = 0;
  int size = 32;
  bit isAlloc = 1;
}

let size = 64 in
def R0 : Reg<"r0">;

let isAlloc = 0, enc<3-0> = 0b0101 in {
  def R1 : Reg<"r1">;
  let size = 16 in {
    def R2 : Reg<"r2">;
    def R3 : Reg<"r3"> { let enc{7} = 1; }
  }
}

let enc<7...4> = 0xF in
def R4 : Reg<"r4"> {
  let name = "four";
}

class Wrapper<Reg r> : Reg<!strconcat(r.name, "w")> {
  let size = !mul(r.size, 2);
}
let isAlloc = 0 in
def W0 : Wrapper<R0>;
